export const contact = {
  failed: 'Something went wrong. Please try again.',
  network: 'An error occurred. Please try again later.',
  sent: 'Message sent successfully!',
} as const;
