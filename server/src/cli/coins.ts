/**
 * Credits coins to a player through the running server's internal listener, the one a games
 * service uses:
 *
 *   tsx server/src/cli/coins.ts credit <email> <amount> [reason]
 *
 * INTERNAL_URL (default http://127.0.0.1:INTERNAL_PORT, port 8082) and SERVICE_KEY (default the
 * dev key) come from the environment. It never opens the database: PGlite serves one process only.
 * Each run is one credit under its own idempotency key, so its one retry after a dropped
 * connection cannot pay twice.
 */
import { randomUUID } from 'node:crypto';
import type { Envelope } from 'contract/endpoints';
import { formatNumber } from 'contract/money';
import type { z } from 'zod';
import { DEV_SERVICE_KEY } from '../config';
import { internalEndpoints, type CoinCredit, type CreditBody, type CreditHeaders } from '../routes/internal/endpoints';

const USAGE = 'Usage: coins credit <email> <amount> [reason]';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs the command and returns the process exit code. */
export async function runCoinsCli(args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const [command, email, amountText, ...reasonWords] = args;
  if (command !== 'credit' || !email || !amountText) {
    io.err(USAGE);
    return 2;
  }
  const amount = Number(amountText);
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    io.err(`The amount must be a positive whole number, not "${amountText}".`);
    return 2;
  }
  const internalUrl = (env.INTERNAL_URL || `http://127.0.0.1:${env.INTERNAL_PORT || 8082}`).replace(/\/+$/, '');
  const { method, path } = internalEndpoints.creditCoins;
  const reason = reasonWords.length ? { reason: reasonWords.join(' ') } : {};
  const credit: z.input<typeof CreditBody> = { email, amount, source: 'coins-cli', ...reason };
  const key: z.input<typeof CreditHeaders> = { 'idempotency-key': randomUUID() };
  const send = () =>
    fetch(`${internalUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-service-key': env.SERVICE_KEY || DEV_SERVICE_KEY, ...key },
      body: JSON.stringify(credit),
    });
  let response: Response;
  try {
    response = await send().catch(send);
  } catch (error) {
    io.err(`Cannot reach the internal API at ${internalUrl} (${(error as Error).message}). Is the server running?`);
    return 1;
  }
  // A refusal's content is null; an answer that is not JSON at all, null.
  const answer = (await response.json().catch(() => null)) as Partial<Envelope<CoinCredit | null>> | null;
  if (!response.ok || !answer?.status || !answer.content) {
    io.err(`Credit failed (HTTP ${response.status}): ${answer?.message ?? 'unexpected answer from the API'}`);
    return 1;
  }
  io.out(`Credited ${formatNumber(amount)} coins to ${answer.content.email}. New balance: ${formatNumber(answer.content.balance)}.`);
  return 0;
}

if (require.main === module) {
  void runCoinsCli(process.argv.slice(2), process.env, { out: console.log, err: console.error }).then((code) => {
    process.exitCode = code;
  });
}
