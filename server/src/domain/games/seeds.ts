/**
 * Where a deal's seed (48 bits, ADR 065) comes from (ADRs 032 and 041). A practice deal's is
 * random. A daily challenge has a reference deal for the day, and each player a deal of their own
 * as hard as it (playerDailySeeds); nobody without the server's secret can compute tomorrow's
 * boards in advance: the day's seed is an HMAC of the game and the date under a key derived
 * from the personal data key, a random 32-byte secret that never leaves the server (the service key,
 * by contrast, is known to other services) and that a production start refuses to run on its
 * development value.
 */
import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { dealGame, gameRules, WIDE_SEED_FROM, WIDE_SEED_TO, type GameId } from 'contract/games';
import { difficultyOf } from './server-rules';

/** The daily seeds' own key: HKDF-SHA256 of the master key under a label no other use shares. */
export function dailySeedKey(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'playprize games: daily challenge seeds v1', 32));
}

/** A wide seed (contract/games random.ts: 48 bits, from WIDE_SEED_FROM) from the first 6 bytes of an HMAC. */
function wideSeedOf(digest: Buffer): number {
  return WIDE_SEED_FROM + (digest.readUIntBE(0, 6) % (WIDE_SEED_TO - WIDE_SEED_FROM));
}

/** The day's seed: HMAC-SHA256(key, `${gameId}:${challengeDate}`), widened to 48 bits. */
export function dailySeed(key: Buffer, gameId: GameId, challengeDate: string): number {
  return wideSeedOf(createHmac('sha256', key).update(`${gameId}:${challengeDate}`).digest());
}

/** A player's own n-th candidate seed of the day: the day's HMAC extended by the player's id and a counter. */
function playerCandidateSeed(key: Buffer, gameId: GameId, challengeDate: string, playerId: string, candidate: number): number {
  return wideSeedOf(createHmac('sha256', key).update(`${gameId}:${challengeDate}:${playerId}:${candidate}`).digest());
}

/**
 * Candidates tried for a deal of the day's difficulty before the day's own deal is dealt instead.
 * A Sliding Tiles candidate is a shuffle and a table lookup (microseconds); even the rarest lengths
 * dealt turn up within about 10^5 candidates, so this is reached practically never.
 */
const MAX_CANDIDATES = 1_000_000;

/** A player's daily deal: `seed` deals the board or the numbers; `shapeSeed` (a game dealing alike, Quick Sums) the day's model. */
export interface PlayerDailySeeds {
  seed: number;
  shapeSeed: number | null;
}

/**
 * Each player's own deal of the day, as hard as everyone's (ADR 041): nobody can look at
 * the day's deal with a second account before playing it. A game dealing alike (Quick Sums): the
 * day's seed shapes the deal, the player's seed fills it. A game with a difficulty (Sliding Tiles:
 * the fewest slides): the first of the player's candidate deals as hard as the day's reference.
 */
export function playerDailySeeds(key: Buffer, gameId: GameId, challengeDate: string, playerId: string): PlayerDailySeeds {
  const daySeed = dailySeed(key, gameId, challengeDate);
  const firstSeed = playerCandidateSeed(key, gameId, challengeDate, playerId, 0);
  if ('dealLike' in gameRules[gameId]) return { seed: firstSeed, shapeSeed: daySeed };
  const dayDifficulty = difficultyOf(dealGame(gameId, daySeed));
  if (dayDifficulty === null) return { seed: firstSeed, shapeSeed: null };
  for (let candidate = 0; candidate < MAX_CANDIDATES; candidate += 1) {
    const seed = playerCandidateSeed(key, gameId, challengeDate, playerId, candidate);
    if (difficultyOf(dealGame(gameId, seed)) === dayDifficulty) return { seed, shapeSeed: null };
  }
  return { seed: daySeed, shapeSeed: null };
}

/** A random wide seed (48 bits) from the operating system's generator. */
export function practiceSeed(): number {
  return randomInt(WIDE_SEED_FROM, WIDE_SEED_TO);
}
