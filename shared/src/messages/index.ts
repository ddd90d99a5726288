/**
 * Every message of spec §8 (and the validation texts of §5), written exactly once.
 * Screens and the server import these; tests compare against them.
 */
export const messages = {
  /** Progress while a form's request runs (beyond the spec, which shows none for these). */
  progress: {
    sending: 'Sending...',
    saving: 'Saving...',
    verifying: 'Verifying...',
  },
  registration: {
    allFieldsRequired: '*Please fill out all fields',
    invalidEmail: 'Please enter a valid email address.',
    passwordTooShort: 'Password must be at least 6 characters long.',
    passwordsDoNotMatch: 'Passwords do not match.',
    tooYoung: 'You must be at least 16 years old to register.',
    emailExists: 'Email Already Exists! Please log in.',
    failed: 'An error occurred. Please try again.',
    network: 'Something went wrong. Please try again later.',
    countriesFailed: 'Failed to fetch countries.',
    countriesError: 'Error loading countries.',
    /** While the country list loads (beyond the spec, in the words of its 'Loading avatars...'). */
    loadingCountries: 'Loading countries...',
    progress: 'Registering...',
    success: 'Registration successful! OTP sent to your email.',
  },
  otp: {
    invalidFormat: 'Please enter a valid 4-digit OTP.',
    noEmail: 'No email provided to send the OTP',
    resendIn: (seconds: number) => `Resend Code in ${seconds}s`,
  },
  emailVerification: {
    invalid: 'Invalid OTP. Please try again.',
    failed: 'OTP verification failed. Please try again.',
    network: 'Error verifying OTP. Please try again.',
    resendFailed: 'Failed to resend OTP.',
    resendNetwork: 'Error resending OTP. Please try again.',
    resent: 'OTP resent successfully!',
    success: 'OTP verified successfully! Please Login.',
  },
  onboarding: {
    tokenMissing: 'Authentication token missing. Please log in again.',
    invalidSession: 'Invalid session. Please log in again.',
    emailNotVerified: 'Email not verified. Please verify your email first.',
    invalidAvatar: 'Invalid avatar selection.',
    avatarFailed: 'Failed to update avatar. Please try again.',
    somethingWrong: 'Something went wrong. Please try again.',
    noCategory: 'Please select at least one category.',
    preferencesFailed: 'Failed to save preferences. Please try again.',
    verifyingUser: 'Verifying user...',
    updatingAvatar: 'Updating avatar...',
    savingPreferences: 'Saving preferences...',
    loadingAvatars: 'Loading avatars...',
    loadingCategories: 'Loading categories...',
    avatarUpdated: 'Avatar updated successfully!',
    preferencesSaved: 'Preferences saved successfully!',
  },
  signIn: {
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
  },
  forgotPassword: {
    required: '*Please fill out the details',
    invalidEmail: 'Please enter a valid email address.',
    userNotFound: 'User Not Found',
    failed: 'An error occurred. Please try again.',
    network: 'Failed to send email. Please try again.',
    invalidOtp: 'Invalid OTP. Please try again.',
    codeSent: 'Password reset OTP sent! Please check your email.',
    otpVerified: 'OTP verified successfully!',
    resent: 'OTP resent successfully!',
  },
  resetPassword: {
    missingCode: 'Invalid or missing reset code. Please try again.',
    /** The spec requires both fields without giving a text; this follows sign-in's. */
    allFieldsRequired: '*Please fill out all fields.',
    passwordTooShort: 'Password should be at least 6 characters',
    passwordsDoNotMatch: 'Passwords do not match.',
    invalidCode: 'Invalid reset code. Please request a new reset link.',
    failed: 'Password reset failed. Please try again.',
    network: 'Something went wrong. Please try again.',
    success: 'Password reset successfully! Please log in.',
  },
  /** A withdrawal's status as players and operators read it (docs/platform-contract.md §7). */
  withdrawalStatus: { pending: 'Pending', approved: 'Approved', paid: 'Paid', rejected: 'Rejected', cancelled: 'Cancelled' },
  cancelRequest: {
    button: 'Cancel request',
    progress: 'Cancelling...',
    done: 'Request cancelled. The coins are back in your balance.',
    failed: 'Something went wrong. Please try again.',
  },
  withdrawalGate: {
    signIn: 'Please sign in to continue.',
    invalidToken: 'Invalid token. Please sign in again.',
    balanceUnavailable: 'Unable to retrieve your balance. Please try again later.',
    notEnoughCoins: 'You need 5,000 or more coins to withdraw your reward.',
    somethingWrong: 'Something went wrong. Please try again.',
  },
  bankStep: {
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
  },
  contact: {
    failed: 'Something went wrong. Please try again.',
    network: 'An error occurred. Please try again later.',
    sent: 'Message sent successfully!',
  },
} as const;
