/**
 * The mails sent to the player. The server keeps no record of sent mails (the mailer hands each to
 * SMTP and forgets it), so the archive cannot list them and says so, plainly, in both files (ADR 058).
 */
export async function readMails() {
  return {
    listed: false,
    why: 'PlayPrize does not keep a copy or a list of the e-mails it sends. Each mail (codes, account and withdrawal notices, identity decisions, news) is handed to the mail server and not stored.',
  };
}
