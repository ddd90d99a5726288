/**
 * A stream of withdrawals and credits over real HTTP from several concurrent workers, each
 * request on its own connection, every one recorded with what the client saw: an answer (status
 * and body) or none (the connection failed: the request may or may not have been done). Each
 * withdrawal carries a unique Idempotency-Key and each credit a unique reason, so the database
 * can be searched for exactly the requests the client saw succeed.
 */
import type { Database } from '../../src/db/database';
import { createPlayer, devPersonalDataKeys } from '../../src/seed/factories';
import { issueAccessToken } from '../../src/domain/access-tokens';
import { saveBankDetails } from '../../src/domain/bank-details';
import { ensureSigningKey } from '../../src/domain/signing-keys';
import { httpRequest } from './http';
import { WITHDRAW } from './withdrawals';

export interface StreamPlayer {
  id: string;
  email: string;
  token: string;
}

export interface StreamRequest {
  kind: 'withdrawal' | 'credit';
  player: StreamPlayer;
  /** Idempotency-Key of the request (and a credit's reason): unique per request. */
  id: string;
  amount: number;
  /** Undefined when no answer came (connection refused, reset or timed out). */
  status?: number;
  body?: string;
  /** performance.now() when it was sent, and how long its answer (or failure) took. */
  sentAt: number;
  elapsedMs: number;
}

export const WITHDRAWAL_TIER = 5000;

/**
 * Players with `coins` and bank details, and access tokens signed with the database's realm key
 * for `issuer` (valid for an hour), written straight to `db` before any server process opens it.
 */
export async function createStreamPlayers(db: Database, count: number, coins: number, issuer: string): Promise<StreamPlayer[]> {
  await ensureSigningKey(db, devPersonalDataKeys());
  const bank = {
    bankName: 'Bank of Ceylon',
    bankCode: '7010',
    accountNumber: '0071234567',
    accountHolderName: 'Stream',
    branchName: 'Kandy',
  };
  return Promise.all(
    Array.from({ length: count }, async () => {
      const player = await createPlayer(db, { coins });
      await saveBankDetails(db, devPersonalDataKeys(), player.id, bank, false); // a first save; the server processes' key: the development one
      const token = await issueAccessToken(db, devPersonalDataKeys(), player, { issuer, clientId: 'player-web', ttlSeconds: 3600 });
      return { id: player.id, email: player.email, token };
    }),
  );
}
export const CREDIT_PATH = '/api/internal/v1/coins/credit';

/** Where the stream goes: withdrawals to the public API, credits to the internal listener. */
export interface StreamTarget {
  apiUrl: string;
  internalUrl: string;
  serviceKey: string;
}

/** Sends one request of the stream (also used to retry a request under its key). */
export async function sendStreamRequest(
  target: StreamTarget,
  request: Omit<StreamRequest, 'status' | 'body' | 'sentAt' | 'elapsedMs'>,
  timeoutMs = 10_000,
): Promise<StreamRequest> {
  const { kind, player, id, amount } = request;
  const started = performance.now();
  const answer = await (
    kind === 'withdrawal'
      ? httpRequest(`${target.apiUrl}${WITHDRAW}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${player.token}`, 'idempotency-key': id },
          body: { uuid: player.id, selectedTierAmount: amount },
          timeoutMs,
        })
      : httpRequest(`${target.internalUrl}${CREDIT_PATH}`, {
          method: 'POST',
          headers: { 'x-service-key': target.serviceKey, 'idempotency-key': id },
          body: { email: player.email, amount, source: 'money-stream', reason: id },
          timeoutMs,
        })
  ).catch(() => undefined);
  return { ...request, status: answer?.status, body: answer?.body, sentAt: started, elapsedMs: performance.now() - started };
}

export interface MoneyStream {
  /** Every request finished so far, in order of completion. */
  readonly finished: StreamRequest[];
  /** Lets the workers finish their current request and stop; answers every request made. */
  stop(): Promise<StreamRequest[]>;
}

export function startMoneyStream(options: {
  target: StreamTarget;
  players: StreamPlayer[];
  /** Makes the ids unique across streams. */
  label: string;
  workers: number;
}): MoneyStream {
  const finished: StreamRequest[] = [];
  let stopped = false;
  let sequence = 0;
  const worker = async () => {
    while (!stopped) {
      sequence += 1;
      const player = options.players[sequence % options.players.length]!;
      const request =
        sequence % 3 === 0
          ? { kind: 'credit' as const, player, id: `${options.label} credit ${sequence}`, amount: 1 + (sequence % 997) }
          : { kind: 'withdrawal' as const, player, id: `${options.label}-${sequence}`, amount: WITHDRAWAL_TIER };
      finished.push(await sendStreamRequest(options.target, request));
    }
  };
  const workers = Array.from({ length: options.workers }, worker);
  return {
    finished,
    async stop() {
      stopped = true;
      await Promise.all(workers);
      return finished;
    },
  };
}

/** The code of a withdrawal answered 200. */
export const withdrawalCode = (request: StreamRequest): string => (JSON.parse(request.body!) as { content: { code: string } }).content.code;
