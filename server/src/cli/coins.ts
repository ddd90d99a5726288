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
import { formatNumber } from 'shared/money';
import { DEV_SERVICE_KEY } from '../config';

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
  const idempotencyKey = randomUUID();
  const send = () =>
    fetch(`${internalUrl}/api/internal/v1/coins/credit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-service-key': env.SERVICE_KEY || DEV_SERVICE_KEY,
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify({ email, amount, source: 'coins-cli', ...(reasonWords.length ? { reason: reasonWords.join(' ') } : {}) }),
    });
  let response: Response;
  try {
    response = await send().catch(send);
  } catch (error) {
    io.err(`Cannot reach the internal API at ${internalUrl} (${(error as Error).message}). Is the server running?`);
    return 1;
  }
  const answer = (await response.json().catch(() => null)) as {
    status?: boolean;
    message?: string;
    content?: { email: string; balance: number };
  } | null;
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
