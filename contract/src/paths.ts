/** Every route of spec §2, typed once; apps navigate with these, never with string literals. */
export const paths = {
  home: '/',
  signIn: '/signin',
  signInPanel: '/signinleft',
  signUp: '/signup',
  getStartedPanel: '/left',
  setAvatarAlias: '/setavatarsds',
  getStarted: {
    root: '/get-started/',
    otp: '/get-started/otp',
    setAvatar: '/get-started/setavatar',
    selectFavourites: '/get-started/selectfav',
  },
  forgotPassword: {
    root: '/forgot-password',
    otp: '/forgot-password/otp',
    resetPassword: '/forgot-password/reset-pw',
  },
  forgotPasswordCode: '/forgetotp',
  resetPassword: '/resetpw',
  withdrawal: '/withdrawal',
  privacyPolicy: '/privacypolicy',
  /** The terms of use, beside the privacy policy. */
  terms: '/terms',
  /** How coins, verification and payouts work, and how to reach support. */
  help: '/help',
  contact: '/contact',
  /** The player's own account (mfe-account); its privacy section is where the policy's rights are exercised. */
  account: {
    root: '/account',
    privacy: '/account/privacy',
    /** Responsible play (ADR 061): daily limit, reality checks, breaks and self-exclusion. */
    limits: '/account/limits',
  },
  cashPrizes: '/cashprizes',
  /** The skill games (ADR 032): the list, and one game by its id: `games.game.replace(':gameId', id)`. */
  games: {
    root: '/games',
    game: '/games/:gameId',
  },
  /** The payout team's back office (docs/platform-contract.md: signed-in operators only). */
  operator: {
    root: '/operator',
    /** One request, by its code: `operator.request.replace(':code', code)`. */
    request: '/operator/requests/:code',
  },
} as const;
