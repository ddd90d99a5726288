/**
 * The player's mail about their identity verification: verified, or not (with the operator's
 * reason and a way back). Sent after the decision committed; a mail that fails is logged and the
 * decision stands, as with payouts.
 */
import type { FastifyBaseLogger } from 'fastify';
import { productName } from 'shared/brand';
import { createElement } from 'react';
import { NewsMail } from '../mail-templates/NewsMail';
import { renderMail } from '../mail-templates/render-mail';
import type { IdentityDecided } from './identity-verifications';
import { userTextLine } from './mail-text';
import type { Mailer, MailMessage } from './mailer';

export async function identityMail(decided: IdentityDecided, reason: string | null): Promise<MailMessage> {
  const { subject, lines } =
    decided.status === 'verified'
      ? { subject: 'Your identity is verified', lines: ['We have checked your National Identity Card: your identity is verified.', 'Your withdrawals can now be paid.'] }
      : {
          subject: 'We could not verify your identity',
          // The operator's words: one line, no link, escaped by React.
          lines: [
            'We could not verify your identity from the NIC you sent.',
            `Reason: ${userTextLine(reason ?? '', 500)}`,
            `Please send it again from the withdrawal page of ${productName}.`,
          ],
        };
  const { html, text } = await renderMail(
    createElement(NewsMail, {
      name: userTextLine(decided.playerFirstName, 60),
      preview: subject,
      lines,
      footer: `You received this e-mail because you asked ${productName} to verify your identity.`,
    }),
  );
  return { to: decided.playerEmail, subject, text, html };
}

/** Mails the player; never throws: the decision is committed whatever the mail does. */
export async function mailIdentityDecision(mailer: Mailer, log: FastifyBaseLogger, decided: IdentityDecided, reason: string | null): Promise<void> {
  try {
    await mailer.send(await identityMail(decided, reason));
  } catch (error) {
    log.error({ err: error, verification: decided.id, status: decided.status }, 'identity decision committed but the player was not mailed');
  }
}
