export const otp = {
  invalidFormat: 'Please enter a valid 4-digit OTP.',
  noEmail: 'No email provided to send the OTP',
  resendIn: (seconds: number) => `Resend Code in ${seconds}s`,
  /** Under both code screens, beside a link back to the form that took the address. */
  wrongAddress: 'Wrong address?',
  startAgain: 'Start again',
} as const;
