/**
 * The words of every mail a player receives, in English: the source the Sinhala and Tamil texts
 * follow (same keys, same {placeholders}). `{product}` is the brand, filled in everywhere.
 */
export const en = {
  hello: 'Hello {name},',
  code: {
    /** The subject and the inbox preview; it carries the code and no other run of four digits. */
    subject: '{code} is your {product} {codeName}',
    yourCode: 'Your {product} {codeName} is:',
    lifetime: 'It expires in {minutes} minutes and works once.',
    footer: 'You received this e-mail because the {product} {codeName} was requested for this address.',
  },
  verificationCode: {
    codeName: 'verification code',
    ifNotYou: 'If you did not sign up, ignore this e-mail.',
  },
  passwordResetCode: {
    codeName: 'password reset code',
    ifNotYou: 'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  },
  emailChangeCode: {
    codeName: 'e-mail change code',
    ifNotYou: 'If you did not ask to use this address for an account, ignore this e-mail: nothing changes.',
  },
  contactConfirmation: {
    subject: 'We received your message · {product} support',
    preview: 'We received your message to {product} support',
    hello: 'Hello,',
    thanks: 'Thank you for writing to {product} support. We received your message and will answer by e-mail to this address.',
    reference: 'Your reference is {reference}.',
    footer: 'You received this e-mail because this address was entered in the {product} contact form. If that was not you, ignore it.',
  },
  withdrawal: {
    approvedSubject: 'Your withdrawal request {code} of {amount} was approved',
    approved: ['Your withdrawal request {code} of {amount} was approved.', 'We will transfer the money to your bank account shortly.'],
    paidSubject: 'Your withdrawal request {code} of {amount} has been paid',
    paid: ['Your withdrawal request {code} of {amount} has been paid to your bank account.', 'The bank transfer reference is {reference}.'],
    rejectedSubject: 'Your withdrawal request {code} of {amount} was rejected',
    rejected: [
      'Your withdrawal request {code} of {amount} was rejected.',
      'Reason: {reason}',
      'The coins are back in your {product} balance.',
    ],
    receivedSubject: 'We received your withdrawal request {code} of {amount}',
    received: [
      'We received your withdrawal request {code} of {amount}, to be paid to your account ending {accountEnding} at {bankName}.',
      'We will check it and e-mail you when it is approved and when it is paid.',
      'If you did not ask for this withdrawal, reset your password at once and write to our support.',
    ],
    footer: 'You received this e-mail because you asked {product} for a withdrawal.',
  },
  identity: {
    verifiedSubject: 'Your identity is verified',
    verified: ['We have checked your National Identity Card: your identity is verified.', 'Your withdrawals can now be paid.'],
    rejectedSubject: 'We could not verify your identity',
    rejected: [
      'We could not verify your identity from the NIC you sent.',
      'Reason: {reason}',
      'Please send it again from the withdrawal page of {product}.',
    ],
    receivedSubject: 'We received your identity verification',
    received: ['We received your National Identity Card for verification.', 'We will check it and e-mail you the result.'],
    footer: 'You received this e-mail because you asked {product} to verify your identity.',
  },
  account: {
    lockedSubject: 'Sign-in to your {product} account is paused',
    locked: [
      'A wrong password was entered for your {product} account several times, so signing in is paused for a while.',
      'If this was you, wait a few minutes and try again, or reset your password.',
      'If this was not you, reset your password now: {resetUrl}',
    ],
    lockedFooter: 'You received this e-mail because of failed sign-ins to the {product} account of this address.',
    passwordChangedSubject: 'Your {product} password was changed',
    passwordChanged: [
      'The password of your {product} account was changed, and every device signed in with the old password was signed out.',
      'If you did not change it, reset your password now: {resetUrl}',
    ],
    passwordChangedFooter: 'You received this e-mail because the password of the {product} account of this address was changed.',
    emailChangedSubject: 'The e-mail address of your {product} account was changed',
    emailChanged: [
      'The e-mail address of your {product} account was changed to {newAddress}. Mail about your account now goes there, not here.',
      'If you did not change it, someone may be using your account: if you are still signed in somewhere, change your password there (that signs every other session out), and write to our support at {supportEmail}.',
    ],
    emailChangedFooter: 'You received this e-mail because this address was the address of a {product} account until now.',
  },
  closure: {
    scheduledSubject: 'Your {product} account will close on {date}',
    scheduled: [
      'You asked us to close your {product} account. It will close on {date}.',
      'Then your coins are forfeited and your personal data is erased; the records the law requires us to keep (your coin history and payouts) are kept for 6 years under a number that no longer names you, then deleted.',
      'To keep your account, sign in before {date} and choose "Keep my account" on {accountUrl}',
    ],
    keptSubject: 'Your {product} account will not close',
    kept: ['You chose to keep your {product} account: it will not close.', 'If this was not you, reset your password now: {resetUrl}'],
    footer: 'You received this e-mail because the closure of the {product} account of this address was asked for or cancelled.',
  },
  bankChange: {
    subject: 'Your payout account was changed',
    changed:
      'The bank account your {product} withdrawals are paid to was just changed to: {bank}, account ending {ending}, account holder {holder}.',
    ifYou: 'If this was you, there is nothing to do. Withdrawals to the new account can be approved {hours} hours after the change.',
    ifNotYou:
      'If this was not you, someone may be using your account: reset your password now (that signs every session out), and write to us so that nothing is paid to this account.',
    action: 'Secure my account',
    footer: 'You received this e-mail because the payout account of your {product} account was changed.',
  },
};

/** Every language's mail texts have exactly these keys (each file ends `satisfies MailTexts`). */
export type MailTexts = typeof en;
