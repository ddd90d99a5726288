/**
 * The mixed load (SECURITY.md, "Notes: the attacks in full"): PLAYERS seeded players, a server process of its own
 * (src/main.ts, request logs at the default level, discarded), and for the given time two
 * autocannon runs at once: sign-ins at the identity service, and profile reads, transaction lists
 * and withdrawals (half of them under an Idempotency-Key) at the API, each request for a random
 * player. Every answer is counted by kind and status; afterwards the server is stopped and the
 * money invariants checked against the answers. The per-address rate limits are raised for the run:
 * every request comes from 127.0.0.1 (see SECURITY.md).
 *
 * Used by bench/mixed-load.ts (60 s, printed) and test/mixed-load.test.ts (reduced).
 */
import autocannon from 'autocannon';
import { loadConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db/database';
import { accessTokenSigner, type TokenSubject } from '../../server/src/domain/access-tokens';
import { personalDataKeys } from '../../server/src/domain/personal-data';
import { ensureSigningKey } from '../../server/src/domain/signing-keys';
import type { Backend } from '../../server/test/support/database';
import { moneyInvariants, MONEY_INVARIANTS_HOLD, type MoneyInvariants } from '../../server/test/support/invariants';
import { createProcessDatabase } from '../../server/test/support/process-database';
import { startServerProcess } from '../../server/test/support/server-process';
import { pace, PASSWORD, seedPlayers } from './bench-server';

const START_COINS = 1_000_000_000;
const TIER = 5000;

type Kind = 'sign-in' | 'profile' | 'transactions' | 'withdrawal' | 'keyed withdrawal';

interface LoadPlayer {
  id: string;
  email: string;
  token: string;
}

export interface MixedLoadOptions {
  backend: Backend;
  players: number;
  durationSeconds: number;
  apiConnections: number;
  identityConnections: number;
}

export interface KindFigures {
  kind: Kind;
  requests: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
}

export interface RunFigures {
  service: 'api' | 'identity';
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Connection errors and timeouts: requests that got no answer. */
  errors: number;
  timeouts: number;
}

export interface MixedLoadResult {
  backend: Backend;
  kinds: KindFigures[];
  runs: RunFigures[];
  /**
   * The money invariants (all 0), and the withdrawals stored against those answered 200 and
   * those sent: a run ends with requests in flight, done by the server but never counted here.
   */
  invariants: MoneyInvariants;
  withdrawals: { answered200: number; stored: number; sent: number; keyedAnswered200: number; keysStored: number; keyedSent: number };
}

/** Seeds the players and signs a token for each with the realm key (faster than 1,000 sign-ins). */
async function preparePlayers(db: Database, count: number): Promise<LoadPlayer[]> {
  const ids = await seedPlayers(db, count, START_COINS);
  // The server process runs on the development configuration: its key seals the signing key.
  const config = loadConfig({ NODE_ENV: 'development' });
  const keys = personalDataKeys(config.personalDataKey);
  await ensureSigningKey(db, keys);
  const { rows } = await db.query<TokenSubject>(
    `SELECT id, email, first_name AS "firstName", last_name AS "lastName", email_verified AS "emailVerified"
       FROM players WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  const sign = await accessTokenSigner(db, keys, { issuer: config.issuer, clientId: 'player-web', ttlSeconds: 3600 });
  return Promise.all(rows.map(async (player) => ({ ...player, token: await sign(player) })));
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Counts every answer by kind (the kind is noted on the connection's context by setupRequest). */
function tally() {
  const counts = new Map<Kind, Record<string, number>>();
  return {
    note(kind: Kind, status: number) {
      const byStatus = counts.get(kind) ?? {};
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      counts.set(kind, byStatus);
    },
    figures(): KindFigures[] {
      return [...counts].map(([kind, statuses]) => ({
        kind,
        statuses,
        requests: Object.values(statuses).reduce((total, count) => total + count, 0),
      }));
    },
  };
}

function summarise(service: RunFigures['service'], result: autocannon.Result): RunFigures {
  const requests = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    service,
    requests,
    ...pace(result, requests),
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export async function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadResult> {
  const { database, prepared: players } = await createProcessDatabase(options.backend, (db) => preparePlayers(db, options.players));
  try {
    const config = loadConfig({ NODE_ENV: 'development' });
    const server = await startServerProcess(
      { ...database.env, LOG_LEVEL: 'info', RATE_LIMIT_PER_IP: '100000000', RATE_LIMIT_PER_TARGET: '100000000' },
      { discardStdout: true },
    );
    const counts = tally();
    const sent = { withdrawal: 0, keyed: 0 };
    const api = autocannon({
      url: server.apiUrl,
      connections: options.apiConnections,
      duration: options.durationSeconds,
      requests: [
        {
          setupRequest: (request, context: { kind?: Kind }) => {
            const player = pick(players);
            const kind = pick<Kind>(['profile', 'profile', 'profile', 'transactions', 'transactions', 'withdrawal', 'keyed withdrawal']);
            context.kind = kind;
            const authorization = `Bearer ${player.token}`;
            if (kind === 'profile' || kind === 'transactions') {
              const path = kind === 'profile' ? '/api/external/v1/profile' : '/api/external/v1/transactions';
              return { ...request, method: 'GET', path: `${path}?uuid=${player.id}`, headers: { authorization }, body: undefined };
            }
            sent.withdrawal += 1;
            if (kind === 'keyed withdrawal') sent.keyed += 1;
            const key = kind === 'keyed withdrawal' ? { 'idempotency-key': `load-${sent.withdrawal}` } : {};
            return {
              ...request,
              method: 'POST',
              path: '/api/external/v1/get-user-withdrawl',
              headers: { authorization, 'content-type': 'application/json', ...key },
              body: JSON.stringify({ uuid: player.id, selectedTierAmount: TIER }),
            };
          },
          onResponse: (status, _body, context: { kind?: Kind }) => counts.note(context.kind!, status),
        },
      ],
    });
    const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
    const identity = autocannon({
      url: server.identityUrl,
      connections: options.identityConnections,
      duration: options.durationSeconds,
      requests: [
        {
          method: 'POST',
          path: `/realms/${config.realm}/protocol/openid-connect/token`,
          setupRequest: (request) => ({
            ...request,
            headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ grant_type: 'password', username: pick(players).email, password: PASSWORD }).toString(),
          }),
          onResponse: (status) => counts.note('sign-in', status),
        },
      ],
    });
    const [apiResult, identityResult] = await Promise.all([api, identity]);
    await server.stop('SIGTERM');

    const kinds = counts.figures();
    const answered200 = (kind: Kind) => kinds.find((figures) => figures.kind === kind)?.statuses['200'] ?? 0;
    const db = await database.open();
    try {
      const { rows } = await db.query<{ withdrawals: number; keys: number }>(
        'SELECT (SELECT count(*) FROM withdrawal_requests)::int AS withdrawals, (SELECT count(*) FROM idempotency_keys)::int AS keys',
      );
      return {
        backend: options.backend,
        kinds,
        runs: [summarise('api', apiResult), summarise('identity', identityResult)],
        invariants: await moneyInvariants(db),
        withdrawals: {
          answered200: answered200('withdrawal') + answered200('keyed withdrawal'),
          stored: rows[0]!.withdrawals,
          sent: sent.withdrawal,
          keyedAnswered200: answered200('keyed withdrawal'),
          keysStored: rows[0]!.keys,
          keyedSent: sent.keyed,
        },
      };
    } finally {
      await db.close();
    }
  } finally {
    await database.remove();
  }
}

/** Answers other than 200 and the intended 429, by kind: must be none. */
export function unexpectedAnswers(result: MixedLoadResult): Record<string, Record<string, number>> {
  return Object.fromEntries(
    result.kinds
      .map(({ kind, statuses }) => [
        kind,
        Object.fromEntries(Object.entries(statuses).filter(([status]) => !['200', '429'].includes(status))),
      ])
      .filter(([, statuses]) => Object.keys(statuses as object).length > 0),
  );
}

/** The run as text: one line per service and per kind of request. */
export function describeMixedLoad(result: MixedLoadResult, seconds: number): string {
  const runs = result.runs.map(
    (run) =>
      `${run.service}: ${run.requests} requests (${run.requestsPerSecond}/s), p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ` +
      `max ${run.maxMs} ms, ${run.errors} errors, ${run.timeouts} timeouts`,
  );
  const kinds = result.kinds.map((kind) => `  ${kind.kind}: ${kind.requests} (${JSON.stringify(kind.statuses)})`);
  return [
    `Mixed load on ${result.backend}, ${seconds} s`,
    ...runs,
    ...kinds,
    `invariants: ${JSON.stringify(result.invariants)}`,
    `withdrawals: ${JSON.stringify(result.withdrawals)}`,
  ].join('\n');
}

/** Whether the withdrawals stored are those answered 200, plus at most those still in flight at the end. */
export function withdrawalsAddUp({ withdrawals: w }: MixedLoadResult): boolean {
  return w.answered200 <= w.stored && w.stored <= w.sent && w.keyedAnswered200 <= w.keysStored && w.keysStored <= w.keyedSent;
}

/** Everything the run must show: only 200s and 429s, every request answered, the money right. */
export function mixedLoadHeld(result: MixedLoadResult): boolean {
  return (
    Object.keys(unexpectedAnswers(result)).length === 0 &&
    result.runs.every((run) => run.errors === 0 && run.timeouts === 0) &&
    JSON.stringify(result.invariants) === JSON.stringify(MONEY_INVARIANTS_HOLD) &&
    withdrawalsAddUp(result)
  );
}
