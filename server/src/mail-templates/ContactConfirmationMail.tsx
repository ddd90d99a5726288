import { productName } from 'shared/brand';
import { Paragraph, PlayerMail } from './PlayerMail';

/**
 * The receipt a visitor gets for a contact message. It repeats nothing the visitor typed (not even
 * the name): anyone may enter any address in the form, so a receipt that echoed their text would
 * let them send that text from the platform's sender to a stranger.
 */
export function ContactConfirmationMail({ reference }: { reference: string }) {
  return (
    <PlayerMail
      preview={`We received your message to ${productName} support`}
      footer={`You received this e-mail because this address was entered in the ${productName} contact form. If that was not you, ignore it.`}
    >
      <Paragraph>Hello,</Paragraph>
      <Paragraph>Thank you for writing to {productName} support. We received your message and will answer by e-mail to this address.</Paragraph>
      <Paragraph>Your reference is {reference}.</Paragraph>
    </PlayerMail>
  );
}
