/**
 * The player's mails about their account and what they handed in (ADR 043): sign-in paused after
 * wrong passwords, the password changed, the e-mail address changed (to the old one, ADR 052), a withdrawal request and an identity submission received.
 * Each in the player's language, sent after the change committed; a mail that fails is logged and
 * the change stands. None carries a full NIC or account number: a withdrawal names the account's
 * last four digits only, an identity submission no number at all.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createElement } from 'react';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { fill, formatLkrIn, mailTexts } from '../mail-templates/locales';
import { NewsMail } from '../mail-templates/NewsMail';
import { renderMail } from '../mail-templates/render-mail';
import type { Language } from './languages';
import { userTextLine } from './mail-text';
import type { Mailer, MailMessage } from './mailer';
import type { SentMailKind } from './sent-mails';
import { paths } from 'contract/paths';

export interface MailRecipient {
  email: string;
  firstName: string;
  language: Language;
}

export type AccountNews =
  | { kind: 'locked'; resetUrl: string }
  | { kind: 'passwordChanged'; resetUrl: string }
  /** To the old address: the account's address is now `newAddress` (masked: maskedEmail). */
  | { kind: 'emailChanged'; newAddress: string; supportEmail: string }
  | { kind: 'withdrawalReceived'; code: string; amount: number; accountEnding: string; bankName: string }
  | { kind: 'identityReceived' }
  /** A closure scheduled (ADR 059): the day it closes ('YYYY-MM-DD', Sri Lanka's) and where to keep the account. */
  | { kind: 'closureScheduled'; date: string; accountUrl: string }
  | { kind: 'accountKept'; resetUrl: string };

/** The player site's forgot-password page (WEB_PUBLIC_URL, the address players open). */
export const passwordResetUrl = (config: Pick<Config, 'webPublicUrl'>) => `${config.webPublicUrl}${paths.forgotPassword.root}`;

export async function findMailRecipient(db: Queryable, playerId: string): Promise<MailRecipient | undefined> {
  const { rows } = await db.query<MailRecipient>('SELECT email, first_name AS "firstName", language FROM players WHERE id = $1', [
    playerId,
  ]);
  return rows[0];
}

const KINDS: Record<AccountNews['kind'], SentMailKind> = {
  locked: 'sign-in-paused',
  passwordChanged: 'password-changed',
  emailChanged: 'email-changed',
  withdrawalReceived: 'withdrawal-received',
  identityReceived: 'identity-received',
  closureScheduled: 'account-closing',
  accountKept: 'account-kept',
};

/** The subject, the lines and the footer of a piece of news, still with their {placeholders}. */
function textsOf(language: Language, news: AccountNews) {
  const texts = mailTexts[language];
  switch (news.kind) {
    case 'locked':
      return { subject: texts.account.lockedSubject, lines: texts.account.locked, footer: texts.account.lockedFooter };
    case 'passwordChanged':
      return {
        subject: texts.account.passwordChangedSubject,
        lines: texts.account.passwordChanged,
        footer: texts.account.passwordChangedFooter,
      };
    case 'emailChanged':
      return { subject: texts.account.emailChangedSubject, lines: texts.account.emailChanged, footer: texts.account.emailChangedFooter };
    case 'withdrawalReceived':
      return { subject: texts.withdrawal.receivedSubject, lines: texts.withdrawal.received, footer: texts.withdrawal.footer };
    case 'identityReceived':
      return { subject: texts.identity.receivedSubject, lines: texts.identity.received, footer: texts.identity.footer };
    case 'closureScheduled':
      return { subject: texts.closure.scheduledSubject, lines: texts.closure.scheduled, footer: texts.closure.footer };
    case 'accountKept':
      return { subject: texts.closure.keptSubject, lines: texts.closure.kept, footer: texts.closure.footer };
  }
}

function valuesOf(language: Language, news: AccountNews): Record<string, string> {
  switch (news.kind) {
    case 'locked':
    case 'passwordChanged':
      return { resetUrl: news.resetUrl };
    case 'emailChanged':
      // Whoever changed the address chose it: one line, no link (its dots and @ unlinked).
      return { newAddress: userTextLine(news.newAddress, 80), supportEmail: news.supportEmail };
    case 'withdrawalReceived':
      // The bank's name was typed by a person once: one line, no link.
      return {
        code: news.code,
        amount: formatLkrIn(language, news.amount),
        accountEnding: news.accountEnding,
        bankName: userTextLine(news.bankName, 80),
      };
    case 'identityReceived':
      return {};
    case 'closureScheduled':
      return { date: news.date, accountUrl: news.accountUrl };
    case 'accountKept':
      return { resetUrl: news.resetUrl };
  }
}

/** The news in the recipient's language; `playerId` is whose record it joins (sent-mails.ts). */
export async function accountMail(recipient: MailRecipient, news: AccountNews, playerId?: string): Promise<MailMessage> {
  const { language } = recipient;
  const texts = textsOf(language, news);
  const values = valuesOf(language, news);
  const subject = fill(texts.subject, values);
  const lines = texts.lines.map((line) => fill(line, values));
  const { html, text } = await renderMail(
    createElement(NewsMail, { language, name: userTextLine(recipient.firstName, 60), preview: subject, lines, footer: fill(texts.footer) }),
  );
  return { to: recipient.email, subject, text, html, about: { kind: KINDS[news.kind], language, playerId } };
}

/**
 * An address as the old one is told of it: the local part's first character, then ***, then the
 * domain ("n***@example.com"), so the mail does not hand a reader of the old mailbox the new one.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`;
}

/** Mails `recipient`, the player of `playerId` (an address not read from the database: the old one of an e-mail change); never throws. */
export async function mailAccountNewsTo(
  mailer: Mailer,
  log: FastifyBaseLogger,
  playerId: string,
  recipient: MailRecipient,
  news: AccountNews,
): Promise<void> {
  try {
    await mailer.send(await accountMail(recipient, news, playerId));
  } catch (error) {
    log.error({ err: error, news: news.kind }, 'account news committed but the player was not mailed');
  }
}

/** Mails the player of `playerId`; never throws: what the mail tells of is committed whatever the mail does. */
export async function mailAccountNews(
  mailer: Mailer,
  log: FastifyBaseLogger,
  db: Queryable,
  playerId: string,
  news: AccountNews,
): Promise<void> {
  try {
    const recipient = await findMailRecipient(db, playerId);
    if (recipient) await mailAccountNewsTo(mailer, log, playerId, recipient, news);
  } catch (error) {
    log.error({ err: error, player: playerId, news: news.kind }, 'account news committed but the player was not mailed');
  }
}
