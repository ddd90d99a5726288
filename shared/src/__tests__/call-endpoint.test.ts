/**
 * callEndpoint sends what a declaration of ../api/endpoints.ts says, and a call that strays from
 * it does not compile. The lines under `@ts-expect-error` are checked by `npm run typecheck`: each
 * must stay a type error, or tsc fails on the unused directive. The server's half is
 * server/test/endpoint-types.test.ts.
 */
import { apiClientFor } from '../api/client';
import { callEndpoint } from '../api/call-endpoint';
import { endpoints } from 'contract/endpoints';
import { envelope, stubHttp } from '../testing';

const API = 'http://call-endpoint.test';
const PLAYER = '7d9f6a2e-0c1b-4e5f-9a8b-3c2d1e0f4a5b';

describe('callEndpoint', () => {
  const api = apiClientFor(API);
  const calls = stubHttp(API, {
    'POST /api/open/v1/user/forget_password_send_code': () => ({ status: 200, body: envelope({ resetToken: 'reset-token' }) }),
    'GET /api/external/v1/transactions': () => ({ status: 200, body: envelope([]) }),
  });
  beforeEach(() => calls.splice(0));

  it('sends the declared method and path with the body, and answers the envelope', async () => {
    const answer = await callEndpoint(api, endpoints.verifyResetCode, { body: { email: 'kasun@example.test', code: '1234' } });
    expect(answer.content.resetToken).toBe('reset-token');
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', body: { email: 'kasun@example.test', code: '1234' } })]);
  });

  it("sends a 'player' endpoint's query with the bearer token", async () => {
    await callEndpoint(api, endpoints.getTransactions, { query: { uuid: PLAYER }, token: 'a-token' });
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'GET',
        params: { uuid: PLAYER },
        headers: expect.objectContaining({ Authorization: 'Bearer a-token' }),
      }),
    ]);
  });

  it('does not compile a call that strays from the declaration', async () => {
    // @ts-expect-error: ResetCodeBody has `email`, not `emial`.
    await callEndpoint(api, endpoints.verifyResetCode, { body: { emial: 'kasun@example.test', code: '1234' } });
    // @ts-expect-error: a 'player' endpoint needs the token.
    await callEndpoint(api, endpoints.getTransactions, { query: { uuid: PLAYER } });
    // @ts-expect-error: the answer's content is declared as { resetToken }.
    const { content }: { content: { token: string } } = await callEndpoint(api, endpoints.verifyResetCode, {
      body: { email: 'kasun@example.test', code: '1234' },
    });
    expect(content).toEqual({ resetToken: 'reset-token' });
  });
});
