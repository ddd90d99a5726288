import { accountEndpoints } from 'contract/account-endpoints';
import { closureEndpoints } from 'contract/closure-endpoints';
import { playLimitsEndpoints } from 'contract/play-limits-endpoints';
import { endpoints as playerEndpoints } from 'contract/endpoints';
import { gameEndpoints } from 'contract/game-endpoints';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { describePlayerApi, documentedEndpoints } from '../scripts/openapi';
import { openApiDocument } from '../src/http/openapi';
import { describeEachDatabase } from './support/database';

const endpoints = documentedEndpoints;

describeEachDatabase('the OpenAPI document (npm run openapi -w server)', (context) => {
  it('describes every declared endpoint once, with the schemas it is served with', async () => {
    const document = await describePlayerApi(context.db);
    const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [operationId, endpoint] of Object.entries(endpoints)) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation).toMatchObject({ operationId });
      expect(operation?.security).toEqual(endpoint.access === 'open' ? undefined : [{ [`${endpoint.access}Token`]: [] }]);
    }
    expect(document.paths[operatorEndpoints.rejectWithdrawal.path]?.post?.requestBody?.content['application/json']?.schema).toMatchObject({
      required: ['code', 'reason'],
    });
    // The identity submission carries files: multipart/form-data, its fields required.
    expect(
      document.paths[endpoints.submitIdentityVerification.path]?.post?.requestBody?.content['multipart/form-data']?.schema,
    ).toMatchObject({
      required: expect.arrayContaining(['nic', 'nicFullName', 'uuid', 'nicFront', 'nicBack']),
    });
    const { path } = endpoints.sendContactMessage;
    expect(document.paths[path]?.post?.requestBody?.content['application/json']?.schema).toMatchObject({
      required: ['firstName', 'lastName', 'phone', 'email', 'message'],
    });
    expect(document.paths[endpoints.getTransactions.path]?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'uuid', in: 'query', required: true }),
    ]);
    expect(document.paths[endpoints.getCoinHistory.path]?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'uuid', in: 'query', required: true }),
      expect.objectContaining({ name: 'before', in: 'query', required: false }),
      expect.objectContaining({ name: 'limit', in: 'query', required: false }),
    ]);
  });

  it('describes every declaration of the player, operator, games and account APIs', () => {
    for (const declared of [playerEndpoints, operatorEndpoints, gameEndpoints, accountEndpoints, closureEndpoints, playLimitsEndpoints])
      expect(endpoints).toMatchObject(declared);
  });

  it('refuses a declared endpoint that is not served', () => {
    const unserved = { method: 'GET', path: '/api/nowhere', access: 'open', encoding: 'json' } as const;
    expect(() => openApiDocument('test', { unserved }, new Map())).toThrow('unserved (GET /api/nowhere) is declared but not served.');
  });
});
