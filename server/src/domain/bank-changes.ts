/**
 * A change of the payout account by a signed-in session (ADR 042): the current password
 * is asked again (counted with the sign-in's wrong passwords, so it is no password oracle), and the
 * player is mailed at once in their language with a way to secure the account.
 */
import type { FastifyBaseLogger } from 'fastify';
import { paths } from 'contract/paths';
import { createElement } from 'react';
import { BankChangeMail } from '../mail-templates/BankChangeMail';
import { fill, mailTexts } from '../mail-templates/locales';
import { renderMail } from '../mail-templates/render-mail';
import { accountNumberEnding, type AccountHolder } from './bank-details';
import { userTextLine } from './mail-text';
import type { Mailer, MailMessage } from './mailer';
import type { SavedBankDetails } from 'contract/endpoints';

// The check lives in current-password.ts since the account area asks for the password too (ADR 052).
export { checkCurrentPassword, type PasswordCheck } from './current-password';

/** The mail about the change, in the holder's language: the new account masked, and the link to secure the account. */
export async function bankChangeMail(
  holder: AccountHolder,
  details: SavedBankDetails,
  settings: { webPublicUrl: string; holdHours: number },
): Promise<MailMessage> {
  const { language } = holder;
  const texts = mailTexts[language].bankChange;
  // The holder's name was typed by whoever changed the account: one line, no link, escaped by React.
  const values = {
    bank: details.bankName,
    ending: accountNumberEnding(details.accountNumber),
    holder: userTextLine(details.accountHolderName, 100),
    hours: String(settings.holdHours),
  };
  const subject = fill(texts.subject);
  const lines = [texts.changed, texts.ifYou, texts.ifNotYou].map((line) => fill(line, values));
  const { html, text } = await renderMail(
    createElement(BankChangeMail, {
      language,
      name: userTextLine(holder.firstName, 60),
      lines,
      subject,
      footer: fill(texts.footer),
      secureUrl: `${settings.webPublicUrl}${paths.forgotPassword.root}`,
    }),
  );
  return { to: holder.email, subject, text, html, about: { kind: 'bank-account-changed', language, playerId: holder.playerId } };
}

/** Mails the player; never throws: the change is committed, and its hold protects the money if the mail is lost. */
export async function mailBankChange(mailer: Mailer, log: FastifyBaseLogger, ...args: Parameters<typeof bankChangeMail>): Promise<void> {
  try {
    await mailer.send(await bankChangeMail(...args));
  } catch (error) {
    log.error({ err: error }, 'payout account changed but the player was not mailed');
  }
}
