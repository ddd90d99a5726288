import type { Language } from 'contract/languages';
import { fillParts, mailTexts } from './locales';
import { mailColor, Paragraph, PlayerMail } from './PlayerMail';

export interface BankChangeMailProps {
  language: Language;
  /** The player's first name, already made safe for one line (mail-text.ts). */
  name: string;
  /** The filled-in lines: what changed, if it was you, if it was not. */
  lines: string[];
  subject: string;
  footer: string;
  /** Where the player secures their account (the site's password reset). */
  secureUrl: string;
}

/** A change of the payout account (ADR 042): what it now is, and a link to act if it was not the player. */
export function BankChangeMail({ language, name, lines, subject, footer, secureUrl }: BankChangeMailProps) {
  return (
    <PlayerMail language={language} preview={subject} footer={footer}>
      <Paragraph>{fillParts(mailTexts[language].hello, { name })}</Paragraph>
      {lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
      <Paragraph>
        <a href={secureUrl} style={{ color: mailColor.brand, fontWeight: 700 }}>
          {mailTexts[language].bankChange.action}
        </a>
      </Paragraph>
    </PlayerMail>
  );
}
