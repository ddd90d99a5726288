import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { serverOptions } from '../src/http/server-options';
import { describeEachDatabase } from './support/database';
import { bearer, requestToken, signIn, stackFor } from './support/test-apps';

/** Collects every log line written to the stream. */
function logCollector() {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { stream, text: () => lines.join('\n'), records: () => lines.map((line) => JSON.parse(line)) };
}

describeEachDatabase('logs', (context) => {
  const logs = logCollector();
  const stack = stackFor(context, { env: { LOG_LEVEL: 'info' }, logStream: logs.stream });

  it('are structured JSON with a request id on every request line', async () => {
    const response = await stack.api.inject('/api/open/v1/country');
    const requestId = response.headers['x-request-id'];
    const lines = logs.records().filter((record) => record.requestId === requestId);
    // A read: one line, written when it ends, naming the request and its answer (ADR 072).
    expect(lines.map((record) => record.msg)).toEqual(['request completed']);
    expect(lines[0]).toMatchObject({
      service: 'api',
      level: 30,
      req: { method: 'GET', url: '/api/open/v1/country' },
      res: { statusCode: 200 },
    });
  });

  it('log a change when it arrives as well as when it ends', async () => {
    const response = await stack.api.inject({ method: 'POST', url: '/api/open/v1/user/register', payload: {} });
    const requestId = response.headers['x-request-id'];
    const messages = logs
      .records()
      .filter((record) => record.requestId === requestId)
      .map((record) => record.msg);
    expect(messages[0]).toBe('incoming request');
    expect(messages.at(-1)).toBe('request completed');
  });

  it('never contain passwords, tokens or client secrets', async () => {
    const token = await signIn(stack, 'player@example.com', 'player-pass');
    await requestToken(stack, { grant_type: 'password', username: 'player@example.com', password: 'wrong-pass' });
    await stack.api.inject({ url: '/api/health', headers: bearer(token) });
    await stack.api.inject({ url: '/api/health', headers: bearer('forged.token.value') });
    const text = logs.text();
    expect(text).toContain('sign-in refused');
    for (const secret of ['player-pass', 'wrong-pass', token.split('.')[2]!, 'forged.token.value', 'player-web-secret']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('log redaction', () => {
  it('censors secrets wherever a logged object carries them', () => {
    const logs = logCollector();
    const app = Fastify(serverOptions({ logLevel: 'info' }, 'api', logs.stream));
    app.log.info(
      {
        headers: { authorization: 'Bearer abc.def.ghi', 'x-service-key': 'service-secret', cookie: 'sid=1' },
        body: { password: 'hunter22', code: '1234' },
        err: { message: 'duplicate key', params: ['$argon2id$hash'] },
        access_token: 'eyJ.token',
      },
      'probe',
    );
    const [record] = logs.records();
    expect(record).toMatchObject({
      headers: { authorization: '[redacted]', 'x-service-key': '[redacted]', cookie: '[redacted]' },
      body: { password: '[redacted]', code: '[redacted]' },
      err: { message: 'duplicate key', params: '[redacted]' },
      access_token: '[redacted]',
    });
    void app.close();
  });
});
