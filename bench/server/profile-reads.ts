/**
 * Authenticated profile reads per second. From server/: `npx tsx bench/profile-reads.ts`
 * (PGlite), or with DATABASE_URL=postgres://… for PostgreSQL. Every request carries a bearer
 * token (signature checked against the cached JWKS) and reads a profile with its country,
 * avatar and categories; DURATION_SECONDS over CONNECTIONS keep-alive connections, tokens
 * spread over ACCOUNTS players.
 */
import { load, printSummaries, startBenchServer } from './bench-server';

const ACCOUNTS = 100;
const CONNECTIONS = 50;
const DURATION_SECONDS = 8;

async function main(): Promise<void> {
  const server = await startBenchServer(ACCOUNTS, 12_000);
  try {
    const profileRequest = {
      method: 'GET' as const,
      setupRequest: (request: object) => {
        const player = server.players[Math.floor(Math.random() * server.players.length)]!;
        return {
          ...request,
          path: `/api/external/v1/profile?uuid=${player.id}`,
          headers: { authorization: `Bearer ${player.token}` },
        };
      },
    };
    const run = (name: string, duration: number) =>
      load(name, { url: server.apiUrl, connections: CONNECTIONS, duration, requests: [profileRequest] });
    await run('warm-up', 2);
    const measured = await run(`${ACCOUNTS} accounts, ${CONNECTIONS} connections`, DURATION_SECONDS);
    printSummaries(`Profile reads on ${server.database} (${DURATION_SECONDS} s)`, [measured]);
    if (measured.notOk > 0 || measured.errors > 0) process.exitCode = 1;
  } finally {
    await server.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
