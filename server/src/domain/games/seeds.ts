/**
 * Where a deal's 32-bit seed comes from (issue 21, ADR 032). A practice deal's is random. A daily
 * challenge's is the same for every player of the day, yet nobody without the server's secret can
 * compute tomorrow's board in advance: it is an HMAC of the game and the date under a key derived
 * from the personal data key, a random 32-byte secret that never leaves the server (the service key,
 * by contrast, is known to other services) and that a production start refuses to run on its
 * development value.
 */
import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import type { GameId } from 'shared/games';

/** The daily seeds' own key: HKDF-SHA256 of the master key under a label no other use shares. */
export function dailySeedKey(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'playprize games: daily challenge seeds v1', 32));
}

/** The first 4 bytes of HMAC-SHA256(key, `${gameId}:${challengeDate}`) as a signed 32-bit integer. */
export function dailySeed(key: Buffer, gameId: GameId, challengeDate: string): number {
  return createHmac('sha256', key).update(`${gameId}:${challengeDate}`).digest().readInt32BE(0);
}

/** A random signed 32-bit integer from the operating system's generator. */
export function practiceSeed(): number {
  return randomInt(-(2 ** 31), 2 ** 31);
}
