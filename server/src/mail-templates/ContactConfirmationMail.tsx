import type { Language } from 'contract/languages';
import { fill, fillParts, mailTexts } from './locales';
import { Paragraph, PlayerMail } from './PlayerMail';

/**
 * The receipt a visitor gets for a contact message. It repeats nothing the visitor typed (not even
 * the name): anyone may enter any address in the form, so a receipt that echoed their text would
 * let them send that text from the platform's sender to a stranger.
 */
export function ContactConfirmationMail({ language, reference }: { language: Language; reference: string }) {
  const texts = mailTexts[language].contactConfirmation;
  return (
    <PlayerMail language={language} preview={fill(texts.preview)} footer={fill(texts.footer)}>
      <Paragraph>{fillParts(texts.hello)}</Paragraph>
      <Paragraph>{fillParts(texts.thanks)}</Paragraph>
      <Paragraph>{fillParts(texts.reference, { reference })}</Paragraph>
    </PlayerMail>
  );
}
