/**
 * Marks the promise settled the way React's use() reads it, so a render after it settles goes on at
 * once instead of suspending again on a promise React has not seen (a frame of the loading state).
 */
export function settled<T>(promise: Promise<T>): Promise<T> {
  // Each handler returns nothing: returning the promise would reject the chain again, unhandled.
  promise.then(
    (value) => void Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}
