import { createPlayer, devPersonalDataKeys, type CreatedPlayer } from '../src/seed/factories';
import { migrate } from '../src/db/migrate';
import { sealLegacyBankAccounts } from '../src/start/seal-legacy';
import { findProfile, recordSignIn } from '../src/domain/players';
import { describeEachDatabase, migrateAndSeedBefore } from './support/database';
import { bearer, requestToken, signIn, stackFor } from './support/test-apps';

/** What the home greets by (docs/decisions/024-first-sign-in-welcome.md). */
describeEachDatabase('sign-ins and previousSignInAt', (context) => {
  const stack = stackFor(context);

  const previousSignInAt = async (player: Pick<CreatedPlayer, 'id' | 'email' | 'password'>) => {
    const token = await signIn(stack, player.email, player.password);
    const response = await stack.api.inject({ url: `/api/external/v1/profile?uuid=${player.id}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json().content.previousSignInAt as string | null;
  };
  const signInTimes = async (id: string) =>
    (
      await context.db.query<{ last: Date | null; previous: Date | null }>(
        'SELECT last_sign_in_at AS last, previous_sign_in_at AS previous FROM players WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  it("answers null on a player's first sign-in, and the first sign-in's time on the second", async () => {
    const player = await createPlayer(context.db);
    expect(await previousSignInAt(player)).toBeNull();
    const first = (await signInTimes(player.id)).last!;
    const second = await previousSignInAt(player);
    expect(second).toBe(first.toISOString());
    expect(await previousSignInAt(player)).not.toBe(second);
  });

  it('records only a sign-in that gave a token: not a wrong password, nor an unverified e-mail', async () => {
    const player = await createPlayer(context.db);
    const unverified = await createPlayer(context.db, { emailVerified: false });
    const grant = (username: string, password: string) =>
      requestToken(stack, { grant_type: 'password', client_id: 'player-web', username, password });
    expect((await grant(player.email, 'wrong-password')).statusCode).toBe(401);
    expect((await grant(unverified.email, unverified.password)).statusCode).toBe(400);
    expect(await signInTimes(player.id)).toEqual({ last: null, previous: null });
    expect(await signInTimes(unverified.id)).toEqual({ last: null, previous: null });
    expect(await previousSignInAt(player)).toBeNull();
  });

  it('keeps the two latest of concurrent sign-ins, none lost and in order', async () => {
    const player = await createPlayer(context.db);
    // Four at once stays under the lockout's five reserved attempts (docs/decisions/007).
    const tokens = await Promise.all(Array.from({ length: 4 }, () => signIn(stack, player.email, player.password)));
    expect(new Set(tokens).size).toBe(4);
    const { last, previous } = await signInTimes(player.id);
    expect(previous).not.toBeNull();
    expect(previous!.getTime()).toBeLessThanOrEqual(last!.getTime());
  });

  it('moves the times forward when sign-ins race on separate connections', async () => {
    const player = await createPlayer(context.db);
    const handles = [context.db, context.testDatabase.openAnotherHandle?.() ?? context.db];
    await Promise.all(Array.from({ length: 20 }, (_, index) => recordSignIn(handles[index % 2]!, player.id)));
    const { last, previous } = await signInTimes(player.id);
    expect(previous!.getTime()).toBeLessThanOrEqual(last!.getTime());
  });

  it('counts the seeded demo players as returning: their first sign-in has a previous one', async () => {
    const { rows } = await context.db.query<{ id: string }>("SELECT id FROM players WHERE email = 'vip@example.com'");
    expect(await previousSignInAt({ id: rows[0]!.id, email: 'vip@example.com', password: 'vip-pass' })).not.toBeNull();
  });
});

describeEachDatabase(
  'migration 006: sign-ins before they were recorded',
  (context) => {
    it('counts a player with an avatar, favourites or bank details as returning, and no one else', async () => {
      await migrateAndSeedBefore(context.db, '006_sign_ins');
      const { rows: avatars } = await context.db.query<{ id: number }>('SELECT id FROM avatar_images ORDER BY id LIMIT 1');
      const { rows: categories } = await context.db.query<{ id: number }>('SELECT id FROM game_categories ORDER BY id LIMIT 1');
      // identity: 'none': identity verification (migration 008) does not exist yet.
      const withAvatar = await createPlayer(context.db, { avatarImageId: avatars[0]!.id, identity: 'none' });
      const withFavourites = await createPlayer(context.db, { gameCategoryIds: [categories[0]!.id], identity: 'none' });
      const withBankDetails = await createPlayer(context.db, { identity: 'none' });
      await context.db.query(
        `INSERT INTO bank_details (player_id, bank_name, account_number, account_holder_name, branch_name)
         VALUES ($1, 'Bank of Ceylon', '12345678', 'A Player', 'Colombo')`,
        [withBankDetails.id],
      );
      const newcomer = await createPlayer(context.db, { identity: 'none' });

      await migrate(context.db);
      await sealLegacyBankAccounts(context.db, devPersonalDataKeys()); // as main.ts does next (migration 009)
      for (const player of [withAvatar, withFavourites, withBankDetails]) {
        expect((await findProfile(context.db, player.id))?.previousSignInAt).toBeNull();
        await recordSignIn(context.db, player.id);
        expect((await findProfile(context.db, player.id))?.previousSignInAt).toBeInstanceOf(Date);
      }
      await recordSignIn(context.db, newcomer.id);
      expect((await findProfile(context.db, newcomer.id))?.previousSignInAt).toBeNull();
    });
  },
  { migrate: false },
);
