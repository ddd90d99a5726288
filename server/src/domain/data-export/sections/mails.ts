/**
 * The mails sent to the player (ADR 058, amended): the record kept since migration 025, newest
 * first, each with its kind, subject (a code in it blanked), language, time and whether the mail
 * server took it. Mails before the record began were never stored: `why` says so and from when.
 */
import type { Queryable } from '../../../db/database';
import { listSentMails, SENT_MAILS_KEPT_DAYS, sentMailsRecordedSince } from '../../sent-mails';
import { iso } from '../section';

export async function readMails(db: Queryable, playerId: string) {
  const [mails, since] = await Promise.all([listSentMails(db, playerId), sentMailsRecordedSince(db)]);
  return {
    recordedSince: iso(since),
    keptDays: SENT_MAILS_KEPT_DAYS,
    why: 'PlayPrize keeps a list of the e-mails it sends you (never their text, codes or links) since recordedSince, for keptDays days. E-mails sent before then were not recorded and cannot be listed.',
    mails: mails.map((mail) => ({
      kind: mail.kind,
      subject: mail.subject,
      language: mail.language,
      sentAt: iso(mail.sentAt),
      delivered: mail.delivered,
    })),
  };
}
