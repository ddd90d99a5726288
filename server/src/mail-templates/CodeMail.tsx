import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Language } from 'contract/languages';
import { fill, fillParts, mailTexts } from './locales';
import { mailColor, Paragraph, PlayerMail } from './PlayerMail';

export interface CodeMailProps {
  language: Language;
  /** The player's first name, already made safe for one line (mail-text.ts). */
  name: string;
  code: string;
  /** "verification code", "password reset code", in the mail's language */
  codeName: string;
  lifetime: string;
  /** The closing line for someone who did not ask for this mail. */
  ifNotYou: string;
}

/** A one-time code, large and spaced so it reads at a glance on a phone and copies as four digits. */
export function CodeMail({ language, name, code, codeName, lifetime, ifNotYou }: CodeMailProps) {
  const texts = mailTexts[language];
  return (
    <PlayerMail language={language} preview={fill(texts.code.subject, { code, codeName })} footer={fill(texts.code.footer, { codeName })}>
      <Paragraph>{fillParts(texts.hello, { name })}</Paragraph>
      <Paragraph>{fillParts(texts.code.yourCode, { codeName })}</Paragraph>
      <Section
        style={{ backgroundColor: mailColor.page, borderRadius: '10px', margin: '16px 0 0', padding: '16px 0', textAlign: 'center' }}
      >
        <Text style={{ fontSize: '36px', fontWeight: 700, letterSpacing: '0.3em', lineHeight: '40px', margin: 0, paddingLeft: '0.3em' }}>
          {code}
        </Text>
      </Section>
      <Paragraph>{lifetime}</Paragraph>
      <Text style={{ color: mailColor.muted, fontSize: '14px', lineHeight: '20px', margin: '16px 0 0' }}>{ifNotYou}</Text>
    </PlayerMail>
  );
}
