export const otp = {
  invalidFormat: 'Please enter a valid 4-digit OTP.',
  noEmail: 'No email provided to send the OTP',
  resendIn: (seconds: number) => `Resend Code in ${seconds}s`,
} as const;
