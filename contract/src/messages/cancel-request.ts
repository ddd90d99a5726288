export const cancelRequest = {
  button: 'Cancel request',
  progress: 'Cancelling...',
  done: 'Request cancelled. The coins are back in your balance.',
  failed: 'Something went wrong. Please try again.',
} as const;
