import { screen, within } from '@testing-library/react';
import { stubHttp, testConfig } from 'shared/testing';
import {
  currentPath,
  identityId,
  listPage,
  openOperatorArea,
  openWithFailingRead,
  operatorToken,
  refused,
} from '../../testing/operator-area';

describe('the back office header', () => {
  it('names the back office and who is signed in, and Sign out ends the session', async () => {
    const identityCalls = stubHttp(testConfig.identity.baseUrl, {
      'POST /realms/players/protocol/openid-connect/revoke': () => ({ status: 200, body: '' }),
    });
    const { user } = await openOperatorArea('/operator', { list: listPage([]) });
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('PlayPrize back office');
    expect(header).toHaveTextContent('Signed in as operator@example.com');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(screen.queryByText('Signed in as operator@example.com')).toBeNull();
    expect(identityCalls.map((call) => new URLSearchParams(call.body as string).get('token'))).toEqual([operatorToken]);
  });

  it('leads to the two sections, the current one marked', async () => {
    const { user } = await openOperatorArea('/operator', { list: listPage([]), identities: listPage([]) });
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const withdrawals = within(nav).getByRole('link', { name: 'Withdrawal requests' });
    const identities = within(nav).getByRole('link', { name: 'Identity reviews' });
    expect(withdrawals).toHaveAttribute('href', '/operator');
    expect(withdrawals).toHaveAttribute('aria-current', 'page');
    expect(identities).toHaveAttribute('href', '/operator/identities');
    expect(identities).not.toHaveAttribute('aria-current');

    await user.click(identities);
    expect(currentPath()).toBe('/operator/identities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Identity reviews' })).toBeInTheDocument();
    expect(identities).toHaveAttribute('aria-current', 'page');
    expect(withdrawals).not.toHaveAttribute('aria-current');
  });

  it('marks the identity reviews while one review is open', async () => {
    const said = 'There is no such identity submission.';
    const { log } = await openWithFailingRead(`/operator/identities/${identityId}`, 'identity', refused(404, 'NOT_FOUND', said), said);
    expect(screen.getByRole('link', { name: 'Identity reviews' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Withdrawal requests' })).not.toHaveAttribute('aria-current');
    log.mockRestore();
  });
});
