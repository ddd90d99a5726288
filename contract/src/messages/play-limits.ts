/**
 * Responsible play (issue 39, ADR 061): the server's answers and refusals. The account area's own
 * labels are its catalogues' (mfe-account/src/locales); the games' notices are these.
 */
export const playLimits = {
  saved: 'Your play limits are saved.',
  /** A higher limit, or no limit, waits 24 hours; the value is when it starts. */
  raisePending: (at: string) => `Your change is saved. It starts on ${at}, 24 hours from now.`,
  breakTaken: (until: string) => `Your break has started. You can play again on ${until}.`,
  selfExcluded: 'Your self-exclusion has started.',
  /** The deal refused: the value is the daily limit in minutes. */
  dailyLimitReached: (minutes: number) =>
    `You have reached your daily play limit of ${minutes} minutes. You can play again after midnight (Colombo time).`,
  onBreak: (until: string) => `You are taking a break from the games until ${until}.`,
  excludedUntil: (until: string) => `You have excluded yourself from the games until ${until}.`,
  excludedForGood: 'You have excluded yourself from the games permanently.',
  realityCheckDue: 'Time for a reality check: look at your play today before you play on.',
  cannotShorten: 'A break or self-exclusion cannot be shortened or lifted before it ends. You can only make it longer.',
  alreadyForGood: 'You have excluded yourself permanently: this cannot be changed.',
  /** The schema's rules. */
  dailyLimitChoice: 'Choose a daily limit of 30 minutes to 6 hours, or no limit.',
  realityCheckChoice: 'Choose a reality check every 15, 30, 45, 60, 90 or 120 minutes.',
  breakChoice: 'Choose a break of 24 hours, 7 days, 30 days or 6 weeks.',
  exclusionChoice: 'Choose a self-exclusion of 6 months, 1 year or permanently.',
  nothingChosen: 'Choose a daily limit or a reality check interval to change.',
} as const;
