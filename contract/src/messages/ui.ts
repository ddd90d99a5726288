/** The words of shared's own controls (beyond the spec's messages). */
export const ui = {
  retry: 'Retry',
  loading: 'Loading...',
  close: 'Close',
  show: 'Show',
  hide: 'Hide',
  showField: (label: string) => `Show ${label.toLowerCase()}`,
  hideField: (label: string) => `Hide ${label.toLowerCase()}`,
  verificationCode: 'Verification code',
  digit: (position: number) => `Digit ${position}`,
  resendCode: 'Resend Code',
  chooseListedBank: 'Please choose a bank from the list.',
  passwordTooLong: 'Password must be at most 128 characters long.',
} as const;
