/**
 * Credits coins to a player through the running API's internal endpoint:
 *
 *   tsx server/src/cli/coins.ts credit <email> <amount> [reason]
 *
 * API_URL (default API_PUBLIC_URL, then http://localhost:8080) and SERVICE_KEY (default the dev
 * key) come from the environment. It never opens the database: PGlite serves one process only.
 */
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
  const apiUrl = (env.API_URL || env.API_PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, '');
  const url = `${apiUrl}/api/internal/v1/coins/credit`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-key': env.SERVICE_KEY || DEV_SERVICE_KEY },
      body: JSON.stringify({ email, amount, ...(reasonWords.length ? { reason: reasonWords.join(' ') } : {}) }),
    });
  } catch (error) {
    io.err(`Cannot reach the API at ${apiUrl} (${(error as Error).message}). Is the server running?`);
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
  io.out(`Credited ${amount.toLocaleString('en-US')} coins to ${answer.content.email}. New balance: ${answer.content.balance.toLocaleString('en-US')}.`);
  return 0;
}

if (require.main === module) {
  void runCoinsCli(process.argv.slice(2), process.env, { out: console.log, err: console.error }).then((code) => {
    process.exitCode = code;
  });
}
