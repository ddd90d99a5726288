import type { Language } from 'contract/languages';
import { fillParts, mailTexts } from './locales';
import { Paragraph, PlayerMail } from './PlayerMail';

export interface NewsMailProps {
  language: Language;
  /** The player's first name, already made safe for one line (mail-text.ts). */
  name: string;
  /** One line for the inbox preview. */
  preview: string;
  /** What happened, then what it means for the player: one paragraph each. */
  lines: string[];
  /** Why the player received it. */
  footer: string;
}

/** News about something the player asked for: a withdrawal approved, paid or rejected; an identity verified or not. */
export function NewsMail({ language, name, preview, lines, footer }: NewsMailProps) {
  return (
    <PlayerMail language={language} preview={preview} footer={footer}>
      <Paragraph>{fillParts(mailTexts[language].hello, { name })}</Paragraph>
      {lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
    </PlayerMail>
  );
}
