/**
 * The record of the mails sent to players (ADR 058, amended): what "Download my data" lists. Kept in
 * one place, the mailer every route is given (recordingMailer): a mail whose message says `about`
 * which player it is is recorded once the mail server answered, delivered or not. Only the kind,
 * the subject (a code in it blanked), the language and the answer: never the body, a code, a link
 * or the address. Recording never stops, fails or delays a mail beyond its one insert, and logs no
 * personal data when it fails.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { Language } from './languages';
import type { Mailer, MailMessage } from './mailer';

export const sentMailKinds = [
  'verification-code',
  'password-reset-code',
  'email-change-code',
  'sign-in-paused',
  'password-changed',
  'email-changed',
  'withdrawal-received',
  'withdrawal-approved',
  'withdrawal-paid',
  'withdrawal-rejected',
  'identity-received',
  'identity-verified',
  'identity-rejected',
  'bank-account-changed',
  'account-closing',
  'account-kept',
] as const;
export type SentMailKind = (typeof sentMailKinds)[number];

/** How long a record is kept: a year answers "did you mail me?" and is pruned as new rows are written. */
export const SENT_MAILS_KEPT_DAYS = 365;
const PRUNE_BATCH = 100;
/** The migration that began the record: mails before it were never listed. */
const RECORD_MIGRATION = '025_sent_mails';
const BLANKED = '••••••';

/** What a mail to a player is, for its record. The builder knows kind and language; the sender whose player it is. */
export interface MailAbout {
  kind: SentMailKind;
  language: Language;
  /** The player the mail is to (also a new address not yet theirs); without one the mail is not recorded. */
  playerId?: string;
  /** Text of the subject never kept (a one-time code): blanked in the record. */
  secret?: string;
  /**
   * The transaction the mail is sent in (a code mail, before its commit): the record commits or
   * rolls back with it, so a registration that failed leaves none.
   */
  within?: Queryable;
}

export interface SentMail {
  kind: SentMailKind;
  subject: string;
  language: Language;
  sentAt: Date;
  delivered: boolean;
}

/** The subject as kept: the secret blanked, cut to the column's 300 characters. */
export const recordedSubject = (subject: string, secret?: string) => (secret ? subject.split(secret).join(BLANKED) : subject).slice(0, 300);

async function recordSentMail(db: Queryable, about: MailAbout & { playerId: string }, subject: string, delivered: boolean) {
  // Inside a transaction a failed statement would abort it (and with it the registration): a savepoint keeps it apart.
  const guarded = about.within !== undefined;
  if (guarded) await db.query('SAVEPOINT sent_mail');
  try {
    // A player erased meanwhile leaves nothing to record (and no foreign-key error).
    await db.query(
      `INSERT INTO sent_mails (player_id, kind, subject, language, delivered)
       SELECT id, $2, $3, $4, $5 FROM players WHERE id = $1`,
      [about.playerId, about.kind, recordedSubject(subject, about.secret), about.language, delivered],
    );
    await db.query(
      `DELETE FROM sent_mails WHERE id IN (
         SELECT id FROM sent_mails WHERE sent_at < now() - make_interval(days => $1) LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)`,
      [SENT_MAILS_KEPT_DAYS],
    );
    if (guarded) await db.query('RELEASE SAVEPOINT sent_mail');
  } catch (error) {
    if (guarded) await db.query('ROLLBACK TO SAVEPOINT sent_mail').catch(() => undefined);
    throw error;
  }
}

/**
 * The mailer the routes are given: sends as `mailer` does (the same answer, the same errors) and
 * records a mail `about` a player. The `about` never reaches the mail itself.
 */
export function recordingMailer(mailer: Mailer, db: Queryable, log: FastifyBaseLogger): Mailer {
  const record = async (message: MailMessage, delivered: boolean) => {
    const { about } = message;
    if (!about?.playerId) return;
    await recordSentMail(about.within ?? db, { ...about, playerId: about.playerId }, message.subject, delivered).catch((error: unknown) => {
      // The SQLSTATE only: a driver's message may quote the values.
      log.warn({ code: (error as { code?: unknown } | null)?.code, kind: about.kind }, 'mail sent but not recorded');
    });
  };
  return {
    async send(message) {
      const { about: _about, ...mail } = message;
      try {
        await mailer.send(mail);
      } catch (error) {
        await record(message, false);
        throw error;
      }
      await record(message, true);
    },
    close: () => mailer.close(),
  };
}

/** The player's recorded mails, newest first. */
export async function listSentMails(db: Queryable, playerId: string): Promise<SentMail[]> {
  const { rows } = await db.query<SentMail>(
    `SELECT kind, subject, language, sent_at AS "sentAt", delivered FROM sent_mails
      WHERE player_id = $1 AND sent_at >= now() - make_interval(days => $2) ORDER BY sent_at DESC, id DESC`,
    [playerId, SENT_MAILS_KEPT_DAYS],
  );
  return rows;
}

/** When the record began (the migration's time): mails before it were never listed. */
export async function sentMailsRecordedSince(db: Queryable): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date }>('SELECT applied_at AS at FROM schema_migrations WHERE version = $1', [RECORD_MIGRATION]);
  return rows[0]?.at ?? null;
}
