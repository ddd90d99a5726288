import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SessionProvider, useSession } from '../session/session-context';
import { decodeAccessToken } from '../session/token';
import { fakeJwt } from '../testing/render';

const wrapper = ({ children }: { children: ReactNode }) => <SessionProvider>{children}</SessionProvider>;

beforeEach(() => sessionStorage.clear());

describe('session', () => {
  it('keeps the spec items in sessionStorage under their spec names', () => {
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => {
      result.current.set('accessToken', 'a');
      result.current.set('userEmail', 'p@example.com');
      result.current.set('uuid', 'u-1');
      result.current.set('resetCode', 'r');
    });
    expect({ ...sessionStorage }).toEqual({ access_token: 'a', user_email: 'p@example.com', uuid: 'u-1', code: 'r' });
    act(() => result.current.signOut());
    expect(sessionStorage.getItem('access_token')).toBeNull();
  });

  it('reads the player id from the token subject, falling back to the saved uuid', () => {
    sessionStorage.setItem('uuid', 'from-registration');
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.playerId).toBe('from-registration');
    act(() => result.current.set('accessToken', fakeJwt({ sub: 'from-token', given_name: 'Nimal' })));
    expect(result.current.playerId).toBe('from-token');
    expect(result.current.claims?.given_name).toBe('Nimal');
  });

  it('decodes nothing from a malformed token or one without a subject', () => {
    expect(decodeAccessToken('garbage')).toBeNull();
    expect(decodeAccessToken(fakeJwt({ given_name: 'x' }))).toBeNull();
    expect(decodeAccessToken(null)).toBeNull();
  });

  it('counts profile changes so the shell can refetch', () => {
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => result.current.profileChanged());
    expect(result.current.profileVersion).toBe(1);
  });
});
