/**
 * Judging games under load: every submission is a replay, a locked attempt, a locked player and,
 * for a win within the day's cap, a ledger credit. From the repository root:
 * `npx tsx bench/server/game-submissions.ts` (PGlite), or with DATABASE_URL=postgres://… for
 * PostgreSQL. ATTEMPTS Sliding Tiles practice games are dealt, one to each player (a player has one
 * game open at a time, ADR 041), left for the
 * pace a human needs, then all their solutions are submitted at once over CONNECTIONS keep-alive
 * connections, then all again (a resend after a lost answer: the stored result, no second credit).
 * A fixed number of requests, so the invariants afterwards can be exact: one credit per paid win,
 * no player past the cap.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { gameEndpoints, type DealtAttempt } from 'contract/game-endpoints';
import { DAILY_GAME_COIN_CAP, type SlidingTilesDeal } from 'contract/games';
import { solveSlidingTiles } from 'contract/sliding-tiles-solver';
import type { Database } from '../../server/src/db/database';
import { load, printSummaries, startBenchServer, type BenchPlayer } from './bench-server';

/** One open game per player: as many players as attempts. Under the deal limit of 1,200 an address per 10 minutes. */
const PLAYERS = 1_000;
const ATTEMPTS = PLAYERS;
const CONNECTIONS = 50;
/** Each solution played at a human's pace: the first slide after 1.6 s, then one every 300 ms. */
const FIRST_SLIDE_MS = 1_600;
const SLIDE_MS = 300;
/** The longest solution of a 3 × 3 board. */
const LONGEST_SOLUTION = 31;

interface Dealt {
  player: BenchPlayer;
  attemptId: string;
  body: string;
}

async function deal(apiUrl: string, player: BenchPlayer): Promise<Dealt> {
  const response = await fetch(`${apiUrl}${gameEndpoints.startAttempt.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
    body: JSON.stringify({ gameId: 'sliding-tiles', mode: 'practice' }),
  });
  if (!response.ok) throw new Error(`deal failed: ${response.status} ${await response.text()}`);
  const { attemptId, deal: board } = ((await response.json()) as { content: DealtAttempt }).content;
  const moves = solveSlidingTiles((board as SlidingTilesDeal).tiles)!.map((value, index) => ({
    value,
    at: FIRST_SLIDE_MS + index * SLIDE_MS,
  }));
  return { player, attemptId, body: JSON.stringify({ attemptId, moves }) };
}

function submissionRun(apiUrl: string, submissions: Dealt[]) {
  let next = 0;
  return {
    url: apiUrl,
    connections: CONNECTIONS,
    amount: submissions.length,
    requests: [
      {
        method: 'POST' as const,
        path: gameEndpoints.submitAttempt.path,
        setupRequest: (request: object) => {
          const submission = submissions[next++ % submissions.length]!;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${submission.player.token}` },
            body: submission.body,
          };
        },
      },
    ],
  };
}

async function checkInvariants(db: Database, players: BenchPlayer[]) {
  const { rows } = await db.query<Record<string, number>>(
    `SELECT
       (SELECT count(*) FROM game_attempts WHERE player_id = ANY($1::uuid[]) AND status = 'verified') AS verified,
       (SELECT count(*) FROM game_attempts WHERE player_id = ANY($1::uuid[]) AND coins_earned > 0) AS "paidWins",
       (SELECT count(*) FROM coin_credits WHERE source = 'games' AND player_id = ANY($1::uuid[])) AS credits,
       (SELECT count(*) FROM (SELECT player_id FROM game_attempts WHERE player_id = ANY($1::uuid[])
          GROUP BY player_id HAVING SUM(coins_earned) > $2) capped) AS "playersOverCap",
       (SELECT count(*) FROM players p WHERE p.id = ANY($1::uuid[])
          AND p.coins <> (SELECT COALESCE(SUM(amount), 0) FROM coin_ledger l WHERE l.player_id = p.id)) AS "balanceMismatches"`,
    [players.map((player) => player.id), DAILY_GAME_COIN_CAP],
  );
  const actual = rows[0]!;
  // One win each, well under the cap: every one is paid.
  const paidWinsAtMost = ATTEMPTS;
  return [
    { invariant: 'verified attempts = attempts dealt', expected: ATTEMPTS, actual: actual.verified! },
    { invariant: 'credits = paid wins', expected: actual.paidWins!, actual: actual.credits! },
    { invariant: 'paid wins = attempts (one each, under the cap)', expected: paidWinsAtMost, actual: actual.paidWins! },
    { invariant: 'players paid past the cap', expected: 0, actual: actual.playersOverCap! },
    { invariant: 'balances differing from their ledger', expected: 0, actual: actual.balanceMismatches! },
  ].map((row) => ({ ...row, ok: row.expected === row.actual }));
}

async function main(): Promise<void> {
  const server = await startBenchServer(PLAYERS, 0);
  try {
    const dealt: Dealt[] = [];
    // Dealt ten at a time: the deals are set-up, not what is measured.
    for (let index = 0; index < ATTEMPTS; index += 10) {
      dealt.push(
        ...(await Promise.all(Array.from({ length: 10 }, (_, offset) => deal(server.apiUrl, server.players[(index + offset) % PLAYERS]!)))),
      );
    }
    // The time a human needs for the longest solution has passed for every attempt.
    await sleep(FIRST_SLIDE_MS + LONGEST_SOLUTION * SLIDE_MS + 500);
    const first = await load(`${ATTEMPTS} wins, ${CONNECTIONS} connections`, submissionRun(server.apiUrl, dealt));
    const again = await load(`the same ${ATTEMPTS} again`, submissionRun(server.apiUrl, dealt));
    printSummaries(`Sliding Tiles submissions on ${server.database} (${PLAYERS} players)`, [first, again]);
    const invariants = await checkInvariants(await server.stopAndOpenDatabase(), server.players);
    console.log('\nInvariants afterwards');
    console.table(invariants);
    const answeredAgain = again.ok === ATTEMPTS && again.notOk === 0;
    if (!answeredAgain) console.log(`every resend must answer the stored result: ${again.notOk} did not`);
    if (invariants.some((row) => !row.ok) || first.notOk > 0 || first.errors > 0 || again.errors > 0 || !answeredAgain)
      process.exitCode = 1;
  } finally {
    await server.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
