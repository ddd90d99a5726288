/** Progress while a form's request runs (beyond the spec, which shows none for these). */
export const progress = {
  sending: 'Sending...',
  saving: 'Saving...',
  verifying: 'Verifying...',
} as const;
