import { productName } from 'shared/brand';
import { Paragraph, PlayerMail } from './PlayerMail';

export interface PayoutMailProps {
  /** The player's first name, already made safe for one line (mail-text.ts). */
  name: string;
  /** One line for the inbox preview. */
  preview: string;
  /** What happened, then what it means for the player: one paragraph each. */
  lines: string[];
}

/** A change of one of the player's withdrawal requests: approved, paid (with the reference) or rejected (with the reason). */
export function PayoutMail({ name, preview, lines }: PayoutMailProps) {
  return (
    <PlayerMail preview={preview} footer={`You received this e-mail because you asked ${productName} for a withdrawal.`}>
      <Paragraph>Hello {name},</Paragraph>
      {lines.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
    </PlayerMail>
  );
}
