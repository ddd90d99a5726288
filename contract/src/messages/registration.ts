export const registration = {
  allFieldsRequired: '*Please fill out all fields',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordsDoNotMatch: 'Passwords do not match.',
  tooYoung: 'You must be at least 16 years old to register.',
  emailExists: 'Email Already Exists! Please log in.',
  failed: 'An error occurred. Please try again.',
  network: 'Something went wrong. Please try again later.',
  progress: 'Registering...',
  success: 'Registration successful! OTP sent to your email.',
} as const;
