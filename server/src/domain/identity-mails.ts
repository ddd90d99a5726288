/**
 * The player's mail about their identity verification: verified, or not (with the operator's
 * reason and a way back). Sent after the decision committed; a mail that fails is logged and the
 * decision stands, as with payouts.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createElement } from 'react';
import { fill, mailTexts } from '../mail-templates/locales';
import { NewsMail } from '../mail-templates/NewsMail';
import { renderMail } from '../mail-templates/render-mail';
import type { IdentityDecided } from './identity-verifications';
import { userTextLine } from './mail-text';
import type { Mailer, MailMessage } from './mailer';

/** The decision in the player's language. */
export async function identityMail(decided: IdentityDecided, reason: string | null): Promise<MailMessage> {
  const language = decided.playerLanguage;
  const texts = mailTexts[language].identity;
  // The operator's words: one line, no link, escaped by React.
  const values = { reason: userTextLine(reason ?? '', 500) };
  const subject = fill(decided.status === 'verified' ? texts.verifiedSubject : texts.rejectedSubject);
  const lines = (decided.status === 'verified' ? texts.verified : texts.rejected).map((line) => fill(line, values));
  const { html, text } = await renderMail(
    createElement(NewsMail, {
      language,
      name: userTextLine(decided.playerFirstName, 60),
      preview: subject,
      lines,
      footer: fill(texts.footer),
    }),
  );
  const about = {
    kind: decided.status === 'verified' ? 'identity-verified' : 'identity-rejected',
    language,
    playerId: decided.playerId,
  } as const;
  return { to: decided.playerEmail, subject, text, html, about };
}

/** Mails the player; never throws: the decision is committed whatever the mail does. */
export async function mailIdentityDecision(
  mailer: Mailer,
  log: FastifyBaseLogger,
  decided: IdentityDecided,
  reason: string | null,
): Promise<void> {
  try {
    await mailer.send(await identityMail(decided, reason));
  } catch (error) {
    log.error(
      { err: error, verification: decided.id, status: decided.status },
      'identity decision committed but the player was not mailed',
    );
  }
}
