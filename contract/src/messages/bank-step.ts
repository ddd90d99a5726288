export const bankStep = {
  balanceUnavailable: 'Unable to fetch your balance.',
  balanceError: 'Error fetching balance.',
  selectAmount: 'Please select a withdrawal amount.',
  mustBeLoggedIn: 'You must be logged in.',
  saveFailed: 'Failed to save bank details.',
  amountFailed: 'Failed to submit selected amount.',
  unexpected: 'Unexpected error during submission.',
  saved: 'Bank details saved successfully!',
  amountSent: 'Selected amount sent successfully!',
  // Beyond the spec (ADR 025): the saved account's number is shown by its last 4 digits only.
  savedAccountHint: (ending: string) => `Saved account ending ${ending}. Leave blank to use it.`,
  retypeAccountNumber: (ending: string) => `Please enter the account number again to change the saved account ending ${ending}.`,
  // ADR 042: changing where payouts go asks for the password again.
  passwordRequired: 'To change your payout account, please enter your current password.',
  wrongPassword: 'That password is not correct. Your payout account was not changed.',
  passwordLocked: 'Too many wrong passwords. Your payout account was not changed; please try again in a few minutes.',
} as const;
