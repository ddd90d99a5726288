export const forgotPassword = {
  required: '*Please fill out the details',
  invalidEmail: 'Please enter a valid email address.',
  userNotFound: 'User Not Found',
  failed: 'An error occurred. Please try again.',
  network: 'Failed to send email. Please try again.',
  invalidOtp: 'Invalid OTP. Please try again.',
  codeSent: 'Password reset OTP sent! Please check your email.',
  otpVerified: 'OTP verified successfully!',
  resent: 'OTP resent successfully!',
} as const;
