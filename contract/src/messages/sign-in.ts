export const signIn = {
  allFieldsRequired: '*Please fill out all fields.',
  invalidEmail: 'Please enter a valid email address.',
  emailNotVerified: 'Email not verified. Please check your inbox.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  /** The identity service unreachable or failing: never reported as a wrong password (docs/decisions/021-truthful-sign-in-failures.md). */
  unavailable: 'Something went wrong. Please try again later.',
  noToken: 'Login failed. No access token received.',
  verificationError: 'An error occurred during verification.',
  profileError: 'Something went wrong while checking avatar status.',
  success: 'Login Successful!',
  /** Progress while the token, health and profile calls run (beyond the spec, which shows none). */
  signingIn: 'Signing in...',
} as const;
