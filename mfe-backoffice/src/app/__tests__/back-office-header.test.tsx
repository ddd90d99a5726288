import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubHttp, testConfig } from 'shared/testing';
import { ok, operatorToken, renderOperatorArea, signInBeforeEach, stubOperatorApi } from '../../testing/operator-area';

signInBeforeEach();

describe('the back office header', () => {
  it('names the back office and who is signed in, and Sign out ends the session', async () => {
    stubOperatorApi({ list: ok({ items: [], total: 0, page: 1, pageSize: 20 }) });
    const identityCalls = stubHttp(testConfig.identity.baseUrl, { 'POST /realms/players/protocol/openid-connect/revoke': () => ({ status: 200, body: '' }) });
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
});
