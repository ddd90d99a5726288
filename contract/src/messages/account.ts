/**
 * The account area's messages (issue 37). The spec has no account screens; these follow its
 * voice, and the password rules reuse registration's wording.
 */
export const account = {
  detailsSaved: 'Your details are saved.',
  savingDetails: 'Saving your details...',
  dateOfBirthLocked: 'Your date of birth is the one on your NIC (verified or under review), so it cannot be changed here.',
  wrongCurrentPassword: 'Your current password is not correct.',
  samePassword: 'Choose a password different from your current one.',
  passwordLocked: 'Too many wrong passwords. Nothing was changed; please try again in a few minutes.',
  changingPassword: 'Changing your password...',
  passwordChanged: 'Password changed. Every other session is signed out.',
  emailInUse: 'This e-mail address is already in use.',
  sameEmail: 'This is already your e-mail address.',
  sendingEmailCode: 'Sending a code to your new address...',
  emailCodeSent: 'We sent a 4-digit code to your new address.',
  emailChanged: 'Your e-mail address is changed.',
  invalidCode: 'Invalid or expired code. Please try again.',
  sessionEnded: 'That session is signed out.',
  otherSessionsEnded: 'Every other session is signed out.',
  notFound: 'This session has already ended.',
} as const;
