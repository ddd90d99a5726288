export const withdrawalGate = {
  signIn: 'Please sign in to continue.',
  invalidToken: 'Invalid token. Please sign in again.',
  balanceUnavailable: 'Unable to retrieve your balance. Please try again later.',
  notEnoughCoins: 'You need 5,000 or more coins to withdraw your reward.',
  somethingWrong: 'Something went wrong. Please try again.',
} as const;
