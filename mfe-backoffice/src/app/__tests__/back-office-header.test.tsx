import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubHttp, testConfig } from 'shared/testing';
import {
  currentPath,
  ok,
  operatorToken,
  refused,
  renderOperatorArea,
  signInBeforeEach,
  stubOperatorApi,
} from '../../testing/operator-area';

signInBeforeEach();

describe('the back office header', () => {
  it('names the back office and who is signed in, and Sign out ends the session', async () => {
    stubOperatorApi({ list: ok({ items: [], total: 0, page: 1, pageSize: 20 }) });
    const identityCalls = stubHttp(testConfig.identity.baseUrl, {
      'POST /realms/players/protocol/openid-connect/revoke': () => ({ status: 200, body: '' }),
    });
    const user = userEvent.setup();
    renderOperatorArea('/operator');
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('PlayPrize back office');
    expect(header).toHaveTextContent('Signed in as operator@example.com');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(screen.queryByText('Signed in as operator@example.com')).toBeNull();
    expect(identityCalls.map((call) => new URLSearchParams(call.body as string).get('token'))).toEqual([operatorToken]);
  });

  it('leads to the two sections, the current one marked', async () => {
    stubOperatorApi({
      list: ok({ items: [], total: 0, page: 1, pageSize: 20 }),
      identities: ok({ items: [], total: 0, page: 1, pageSize: 20 }),
    });
    const user = userEvent.setup();
    renderOperatorArea('/operator');
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
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubOperatorApi({ identity: refused(404, 'NOT_FOUND', 'There is no such identity submission.') });
    renderOperatorArea('/operator/identities/3f6c2a9e-8b1d-4c7a-9e2f-5a1b7c3d9e01');
    expect(screen.getByRole('link', { name: 'Identity reviews' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Withdrawal requests' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByText('There is no such identity submission.')).toBeInTheDocument();
    log.mockRestore();
  });
});
