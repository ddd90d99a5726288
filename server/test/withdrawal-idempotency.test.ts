import { DatabaseUnavailableError, type Database } from '../src/db/database';
import { creditCoinsOnce } from '../src/domain/coins';
import { runIdempotent } from '../src/domain/idempotency';
import { describeEachDatabase } from './support/database';
import { stackFor } from './support/test-apps';
import { accountState, signedInPlayer, withdraw, type SignedInPlayer } from './support/withdrawals';
import { refusal } from './support/http';

describeEachDatabase('withdrawals under an Idempotency-Key', (context) => {
  const stack = stackFor(context);

  const keyed = (player: SignedInPlayer, key: string, body: object = {}) =>
    withdraw(stack.api, player.token, { uuid: player.id, selectedTierAmount: 5000, ...body }, { 'idempotency-key': key });

  async function storedKeys(playerId: string) {
    const { rows } = await context.db.query<{ key: string; status_code: number; expires_in_hours: number }>(
      `SELECT key, status_code, round(extract(epoch FROM expires_at - created_at) / 3600)::int AS expires_in_hours
         FROM idempotency_keys WHERE player_id = $1 ORDER BY created_at`,
      [playerId],
    );
    return rows;
  }

  it('replays the first answer byte for byte, with the same status, and debits once', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 20_000 });
    const first = await keyed(player, 'key-1', { receiverName: 'Kamala' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    for (let repeat = 0; repeat < 3; repeat += 1) {
      const again = await keyed(player, 'key-1', { receiverName: '  Kamala ' }); // the same request once trimmed
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.body).toBe(first.body);
    }
    expect(await accountState(context.db, player.id)).toMatchObject({ coins: 15_000, ledgerSum: 15_000, debits: 1, requests: 1 });
    expect(await storedKeys(player.id)).toEqual([{ key: 'key-1', status_code: 200, expires_in_hours: 24 }]);
  });

  it('answers 422 IDEMPOTENCY_CONFLICT for the same key with another request, and changes nothing', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 2_000_000 });
    const first = await keyed(player, 'key-2');
    for (const body of [{ selectedTierAmount: 500_000 }, { receiverName: 'Somebody else' }, { receiverCountry: 'India' }]) {
      const response = await keyed(player, 'key-2', body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(refusal('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used with a different request.'));
    }
    expect((await keyed(player, 'key-2')).body).toBe(first.body);
    expect(await accountState(context.db, player.id)).toMatchObject({ coins: 1_995_000, debits: 1, requests: 1 });
  });

  it('scopes keys to the player: another player may use the same key', async () => {
    const one = await signedInPlayer(stack, context.db, { coins: 5000 });
    const two = await signedInPlayer(stack, context.db, { coins: 5000 });
    const first = await keyed(one, 'shared-key');
    const second = await keyed(two, 'shared-key');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().content.code).not.toBe(first.json().content.code);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores no answer for a refused request, so the same key works once the refusal is resolved', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 1000 });
    const refused = await keyed(player, 'key-3');
    expect(refused.statusCode).toBe(409);
    expect(await storedKeys(player.id)).toEqual([]);
    await creditCoinsOnce(context.db, {
      source: 'test',
      idempotencyKey: 'top-up',
      email: player.email,
      amount: 4000,
      reason: 'Test credit',
    });
    const accepted = await keyed(player, 'key-3');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().content.balance).toBe(0);
  });

  it('forgets keys after 24 hours: an expired key starts a new request and is then removed', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 20_000 });
    const first = await keyed(player, 'old-key');
    await keyed(player, 'other-old-key');
    await context.db.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE player_id = $1`, [player.id]);
    const second = await keyed(player, 'old-key', { receiverName: 'A different request is fine now' });
    expect(second.statusCode).toBe(200);
    expect(second.json().content.code).not.toBe(first.json().content.code);
    expect(await storedKeys(player.id)).toEqual([{ key: 'old-key', status_code: 200, expires_in_hours: 24 }]);
    expect(await accountState(context.db, player.id)).toMatchObject({ coins: 5000, debits: 3, requests: 3 });
  });

  it('answers the committed withdrawal even when the expired-key clean-up after it fails (database gone)', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 5000 });
    const { db } = context;
    // The same database, except that the clean-up statement finds it unreachable.
    const failingCleanUp: Database = {
      ...db,
      query: (sql, params) =>
        typeof sql === 'string' && sql.startsWith('DELETE FROM idempotency_keys')
          ? Promise.reject(new DatabaseUnavailableError('gone'))
          : db.query(sql, params),
    };
    const outcome = await runIdempotent(failingCleanUp, { playerId: player.id, key: 'clean-up', fingerprint: 'f' }, async (tx) => {
      await tx.query('UPDATE players SET coins = coins WHERE id = $1', [player.id]);
      return { statusCode: 200, body: '{"done":true}' };
    });
    expect(outcome).toEqual({ answer: { statusCode: 200, body: '{"done":true}' }, replayed: false });
    expect(await storedKeys(player.id)).toEqual([{ key: 'clean-up', status_code: 200, expires_in_hours: 24 }]);
  });

  it.each([
    ['empty', ''],
    ['101 characters', 'k'.repeat(101)],
    ['a tab', 'key\twith-tab'],
    ['a non-ASCII character', 'clé'],
  ])('refuses an Idempotency-Key that is %s with 400 and debits nothing', async (_description, key) => {
    const player = await signedInPlayer(stack, context.db, { coins: 5000 });
    const response = await keyed(player, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      message: 'Idempotency-Key must be 1 to 100 printable characters.',
    });
    expect(await accountState(context.db, player.id)).toMatchObject({ coins: 5000, requests: 0 });
  });

  it('accepts a key of exactly 100 printable characters', async () => {
    const player = await signedInPlayer(stack, context.db, { coins: 5000 });
    expect((await keyed(player, `${'k'.repeat(98)} ~`)).statusCode).toBe(200);
  });
});
