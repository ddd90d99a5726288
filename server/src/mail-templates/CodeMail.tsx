import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { productName } from 'shared/brand';
import { mailColor, Paragraph, PlayerMail } from './PlayerMail';

export interface CodeMailProps {
  /** The player's first name, already made safe for one line (mail-text.ts). */
  name: string;
  code: string;
  /** "verification code", "password reset code" */
  codeName: string;
  lifetime: string;
  /** The closing line for someone who did not ask for this mail. */
  ifNotYou: string;
}

/** A one-time code, large and spaced so it reads at a glance on a phone and copies as four digits. */
export function CodeMail({ name, code, codeName, lifetime, ifNotYou }: CodeMailProps) {
  return (
    <PlayerMail preview={`${code} is your ${productName} ${codeName}`} footer={`You received this e-mail because the ${productName} ${codeName} was requested for this address.`}>
      <Paragraph>Hello {name},</Paragraph>
      <Paragraph>
        Your {productName} {codeName} is:
      </Paragraph>
      <Section style={{ backgroundColor: mailColor.page, borderRadius: '10px', margin: '16px 0 0', padding: '16px 0', textAlign: 'center' }}>
        <Text style={{ fontSize: '36px', fontWeight: 700, letterSpacing: '0.3em', lineHeight: '40px', margin: 0, paddingLeft: '0.3em' }}>{code}</Text>
      </Section>
      <Paragraph>{lifetime}</Paragraph>
      <Text style={{ color: mailColor.muted, fontSize: '14px', lineHeight: '20px', margin: '16px 0 0' }}>{ifNotYou}</Text>
    </PlayerMail>
  );
}
