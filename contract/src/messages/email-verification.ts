export const emailVerification = {
  invalid: 'Invalid OTP. Please try again.',
  failed: 'OTP verification failed. Please try again.',
  network: 'Error verifying OTP. Please try again.',
  resendFailed: 'Failed to resend OTP.',
  resendNetwork: 'Error resending OTP. Please try again.',
  resent: 'OTP resent successfully!',
  success: 'OTP verified successfully! Please Login.',
} as const;
