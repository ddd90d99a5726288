import { cacheVerified, InvalidTokenError, type AccessTokenClaims } from '../src/domain/access-tokens';

const claims = (exp: number): AccessTokenClaims => ({
  sub: '00000000-0000-4000-8000-000000000001',
  email: undefined,
  emailVerified: true,
  jti: 'jti-1',
  sessionVersion: 0,
  exp,
  roles: [],
});

describe('verified-token cache', () => {
  it('checks a token once, then answers it from memory until it expires, and refuses it from then on', async () => {
    let clock = 1_000_000_000_000;
    let expired = false;
    const verify = jest.fn(async (token: string) => {
      if (expired) throw new InvalidTokenError(new Error(`${token} expired`));
      return claims(clock / 1000 + 60);
    });
    const cached = cacheVerified(verify, () => clock);
    const first = await cached('token-a');
    await expect(cached('token-a')).resolves.toEqual(first);
    expect(verify).toHaveBeenCalledTimes(1);
    clock += 60_000; // exp reached: no longer remembered, verified again (and jose refuses it)
    expired = true;
    await expect(cached('token-a')).rejects.toBeInstanceOf(InvalidTokenError);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never remembers a refusal: a bad token is checked on every request', async () => {
    const verify = jest.fn(async () => {
      throw new InvalidTokenError(new Error('bad signature'));
    });
    const cached = cacheVerified(verify);
    await expect(cached('forged')).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(cached('forged')).rejects.toBeInstanceOf(InvalidTokenError);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('answers claims no caller can change for the next request', async () => {
    const cached = cacheVerified(async () => claims(Date.now() / 1000 + 60));
    const first = await cached('token-b');
    expect(() => (first.roles as string[]).push('payout-approver')).toThrow();
    expect((await cached('token-b')).roles).toEqual([]);
  });
});
