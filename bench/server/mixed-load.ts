/**
 * The mixed load (SECURITY.md, "Notes: the attacks in full") at full size (bench/mixed-workload.ts): 1,000 players
 * for 60 s.
 * From server/: `npx tsx bench/mixed-load.ts [seconds]` (PGlite), or with DATABASE_URL=postgres://…
 * for PostgreSQL. Exits 1 on any answer other than 200 and 429, any request left unanswered, or
 * a broken invariant.
 */
import { describeMixedLoad, mixedLoadHeld, runMixedLoad } from './mixed-workload';

const PLAYERS = 1000;
const SECONDS = Number(process.argv[2] ?? 60);

async function main(): Promise<void> {
  const result = await runMixedLoad({
    backend: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    players: PLAYERS,
    durationSeconds: SECONDS,
    apiConnections: 16,
    identityConnections: 2,
  });
  console.log(describeMixedLoad(result, SECONDS));
  if (!mixedLoadHeld(result)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
