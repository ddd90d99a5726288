/**
 * Closing an account (issue 38, ADR 059): the server's answers. The panel's own explanations are
 * the account area's (mfe-account/src/locales).
 */
export const closure = {
  closureScheduled: 'Your account will close in 14 days. Sign in before then and choose "Keep my account" to cancel.',
  alreadyScheduled: 'Your account is already closing.',
  withdrawalOpen: (code: string) => `Your withdrawal request ${code} must be paid or cancelled before you can close your account.`,
  accountKept: 'Your account is kept: it will not close.',
  nothingToKeep: 'Your account is not closing.',
  accountClosing: 'Your account is closing: keep your account first to do this.',
  /** The notice on every signed-in screen while the account is closing; the value is the date. */
  closingNotice: (date: string) => `Your account closes on ${date}. Until then you can still keep it.`,
  keepAccount: 'Keep my account',
  keepingAccount: 'Keeping your account...',
} as const;
