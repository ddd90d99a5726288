/**
 * What players and operators read about identity verification (ADR 031): the contract's status
 * names and action, and the messages of the form and the server's refusals, written once.
 */
export const IDENTITY_STATUSES = ['not_verified', 'under_review', 'verified', 'rejected'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

export const identityMessages = {
  /** The contract's names (docs/platform-contract.md §7). */
  status: { not_verified: 'Not verified', under_review: 'Under review', verified: 'Verified', rejected: 'Rejected' } satisfies Record<
    IdentityStatus,
    string
  >,
  action: 'Verify your identity',
  title: 'Identity verification',
  explain: {
    not_verified:
      'Rewards are paid only to verified players. Verify your identity with your National Identity Card (NIC) before your first withdrawal.',
    under_review:
      'Thank you. We are checking your NIC and will e-mail you when it is done. You may request a withdrawal meanwhile; it is paid once your identity is verified.',
    verified: 'Your identity is verified: withdrawals are paid to you.',
    rejected: 'We could not verify your identity. Please submit your NIC again.',
  } satisfies Record<IdentityStatus, string>,
  rejectionReason: (reason: string) => `Reason: ${reason}`,
  fields: {
    nic: 'NIC number',
    nicFullName: 'Full name as on your NIC',
    nicFront: 'Photo of the front of your NIC',
    nicBack: 'Photo of the back of your NIC',
  },
  photoHint: 'JPEG, PNG or WebP, at most 5 MB. Location and camera details are removed from the photo.',
  submit: 'Send for review',
  submitting: 'Sending...',
  submitted: 'Thank you. Your identity documents are under review.',
  fullNameRequired: 'Enter your full name as it is on your NIC.',
  fullNameTooLong: 'The full name must be at most 150 characters.',
  fullNameFormat: 'Enter the full name with letters, spaces, dots, hyphens and apostrophes only.',
  frontRequired: 'Add a photo of the front of your NIC.',
  backRequired: 'Add a photo of the back of your NIC.',
  photoType: 'The photo must be a JPEG, PNG or WebP image.',
  photoTooLarge: 'Each photo must be at most 5 MB.',
  photoUnreadable: 'This photo could not be read. Please take it again.',
  /** Refusals of the server. */
  nicInUse: 'This NIC number is already used by another account. If it is yours, please contact support.',
  alreadyVerified: 'Your identity is already verified.',
  alreadyUnderReview: 'Your identity documents are already under review.',
  verificationRequired: 'Please verify your identity before requesting a withdrawal.',
  loadFailed: 'Could not load your identity verification. Please try again.',
};
