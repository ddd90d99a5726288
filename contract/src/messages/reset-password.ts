export const resetPassword = {
  missingCode: 'Invalid or missing reset code. Please try again.',
  /** The spec requires both fields without giving a text; this follows sign-in's. */
  allFieldsRequired: '*Please fill out all fields.',
  passwordTooShort: 'Password should be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidCode: 'Invalid reset code. Please request a new reset link.',
  failed: 'Password reset failed. Please try again.',
  network: 'Something went wrong. Please try again.',
  success: 'Password reset successfully! Please log in.',
} as const;
