import { settled } from '../suspense/settled';

const aTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('settled', () => {
  it('marks a fulfilled promise with its value, as use() reads it', async () => {
    const loaded = settled(Promise.resolve('catalogue'));
    await aTurn();
    expect(loaded).toMatchObject({ status: 'fulfilled', value: 'catalogue' });
  });

  it('marks a rejected promise with its reason, and leaves no rejection unhandled behind it', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const failure = new TypeError('Failed to fetch dynamically imported module');
      const failed = settled(Promise.reject(failure));
      failed.catch(() => undefined);
      await aTurn();
      await aTurn();
      expect(failed).toMatchObject({ status: 'rejected', reason: failure });
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
