/**
 * The consents a player controls (issue 38, ADR 057): read and changed for the token's player
 * only, each change kept with its time, a new player's defaults, the leaderboard showing "Player"
 * and no avatar for a player who withdrew it (the name not in the JSON at all), the language no
 * longer kept once that consent is withdrawn. Bad input changes nothing; changes racing both hold.
 */
import { randomUUID } from 'node:crypto';
import { gameEndpoints } from 'contract/game-endpoints';
import { challengeDateOf } from 'contract/games';
import * as messages from 'contract/messages';
import { DEFAULT_CONSENTS } from 'contract/schemas';
import { readConsents } from '../src/domain/consents';
import { databaseNow } from '../src/domain/games/attempts';
import { createPlayer } from '../src/seed/factories';
import { account } from './support/account';
import { describeEachDatabase } from './support/database';
import { bearer, signIn, stackWithMailFor } from './support/test-apps';

describeEachDatabase('account consents', (context) => {
  const stack = stackWithMailFor(context);

  async function signedIn(overrides: Parameters<typeof createPlayer>[1] = {}) {
    const player = await createPlayer(context.db, overrides);
    return { ...player, token: await signIn(stack, player.email, player.password) };
  }
  type Player = Awaited<ReturnType<typeof signedIn>>;

  const change = (player: Player, consents: Record<string, unknown>) =>
    account(stack.api, 'updateConsents', player.token, { uuid: player.id, ...consents });
  const history = async (playerId: string) =>
    (await readConsents(context.db, playerId))!.history.map(({ consent, granted }) => ({ consent, granted }));

  it('a registered player starts with news off, the name shown and the language kept, and no change recorded', async () => {
    const email = `consents-${randomUUID().slice(0, 8)}@example.test`;
    const registered = await stack.api.inject({
      method: 'POST',
      url: '/api/open/v1/user/register',
      headers: { 'accept-language': 'si' },
      payload: {
        firstName: 'Nimal',
        lastName: 'Perera',
        country: 144,
        mobile: '0771234567',
        dateOfBirth: '1990-01-01',
        email,
        password: 'long-enough',
      },
    });
    expect(registered.statusCode).toBe(200);
    const uuid = registered.json().content.uuid as string;
    expect(await readConsents(context.db, uuid)).toEqual({ current: DEFAULT_CONSENTS, history: [] });
    expect(DEFAULT_CONSENTS).toEqual({ newsMails: false, leaderboardName: true, storeLanguage: true });
  });

  it('reads and changes the consents, each change kept with its time; sending the same value again records nothing', async () => {
    const player = await signedIn();
    const read = await account(stack.api, 'getConsents', player.token, { uuid: player.id });
    expect(read.json()).toEqual({ status: true, error_code: 'NO_ERROR', message: 'OK', content: DEFAULT_CONSENTS });

    const before = await databaseNow(context.db);
    const changed = await change(player, { newsMails: true, leaderboardName: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: messages.consents.saved,
      content: { newsMails: true, leaderboardName: false, storeLanguage: true },
    });
    expect((await change(player, { newsMails: true })).statusCode).toBe(200);
    expect((await change(player, { newsMails: false })).statusCode).toBe(200);

    const archive = (await readConsents(context.db, player.id))!;
    expect(archive.current).toEqual({ newsMails: false, leaderboardName: false, storeLanguage: true });
    expect(archive.history.map(({ consent, granted }) => ({ consent, granted }))).toEqual([
      { consent: 'newsMails', granted: true },
      { consent: 'leaderboardName', granted: false },
      { consent: 'newsMails', granted: false },
    ]);
    for (const { at } of archive.history) expect(at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it.each([
    [{}, messages.consents.nothingChosen],
    [{ unknownConsent: true }, messages.consents.nothingChosen],
    [{ newsMails: 'yes' }, 'newsMails must be true or false.'],
    [{ newsMails: true, leaderboardName: null }, 'leaderboardName must be true or false.'],
  ])('refuses %j with a clear message and changes nothing', async (body, message) => {
    const player = await signedIn();
    const refused = await change(player, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(message);
    expect(await readConsents(context.db, player.id)).toEqual({ current: DEFAULT_CONSENTS, history: [] });
  });

  it("refuses another player's consents (403) and changes nothing of theirs", async () => {
    const [player, other] = [await signedIn(), await signedIn()];
    expect((await account(stack.api, 'getConsents', player.token, { uuid: other.id })).statusCode).toBe(403);
    expect((await account(stack.api, 'updateConsents', player.token, { uuid: other.id, newsMails: true })).statusCode).toBe(403);
    expect(await readConsents(context.db, other.id)).toEqual({ current: DEFAULT_CONSENTS, history: [] });
  });

  it('two changes racing both hold and are both recorded; flips of one consent racing end on the last recorded', async () => {
    const player = await signedIn();
    const answers = await Promise.all([change(player, { newsMails: true }), change(player, { leaderboardName: false })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await readConsents(context.db, player.id))!.current).toEqual({ newsMails: true, leaderboardName: false, storeLanguage: true });
    expect(await history(player.id)).toEqual(
      expect.arrayContaining([
        { consent: 'newsMails', granted: true },
        { consent: 'leaderboardName', granted: false },
      ]),
    );

    const flips = await Promise.all([false, true, false, true, false, true].map((granted) => change(player, { newsMails: granted })));
    expect(flips.every((answer) => answer.statusCode === 200)).toBe(true);
    const { current, history: changes } = (await readConsents(context.db, player.id))!;
    const newsChanges = changes.filter((entry) => entry.consent === 'newsMails');
    // Each recorded change differs from the one before: no change is lost or counted twice.
    newsChanges.forEach((entry, index) => index > 0 && expect(entry.granted).toBe(!newsChanges[index - 1]!.granted));
    expect(current.newsMails).toBe(newsChanges.at(-1)!.granted);
  });

  it('withdrawing the language consent clears the stored language, keeps no new one, and the profile no longer names one', async () => {
    const player = await signedIn({ language: 'ta' });
    const profile = async () =>
      (await stack.api.inject({ url: `/api/external/v1/profile?uuid=${player.id}`, headers: bearer(player.token) })).json().content;
    const saveLanguage = (language: string) =>
      stack.api.inject({ method: 'PUT', url: '/api/external/v1/profile/language', headers: bearer(player.token), payload: { language } });
    const stored = async () =>
      (await context.db.query<{ language: string }>('SELECT language FROM players WHERE id = $1', [player.id])).rows[0]!.language;
    expect((await profile()).language).toBe('ta');

    expect((await change(player, { storeLanguage: false })).statusCode).toBe(200);
    expect(await stored()).toBe('en');
    expect(await profile()).not.toHaveProperty('language');
    expect((await saveLanguage('si')).statusCode).toBe(200);
    expect(await stored()).toBe('en');

    expect((await change(player, { storeLanguage: true })).statusCode).toBe(200);
    expect((await saveLanguage('si')).statusCode).toBe(200);
    expect(await stored()).toBe('si');
    expect((await profile()).language).toBe('si');
  });

  it('the daily leaderboard shows a player who withdrew the consent as "Player" with no avatar, to everyone; the name is not sent', async () => {
    const today = challengeDateOf(await databaseNow(context.db));
    const shy = await signedIn({ firstName: 'Tharindu', avatarImageId: 1 });
    const viewer = await signedIn({ firstName: 'Kasun' });
    for (const [player, score] of [
      [shy, 900],
      [viewer, 800],
    ] as const) {
      await context.db.query(
        `INSERT INTO game_attempts (player_id, game_id, mode, challenge_date, seed, dealt_at, expires_at, status, submitted_at, moves,
                                    won, score, move_count, duration_ms, coins_earned_today)
         VALUES ($1, 'sliding-tiles', 'daily', $2, 1, now() - interval '1 minute', now() + interval '1 minute', 'verified', now(), '[]',
                 false, $3, 0, 60000, 0)`,
        [player.id, today, score],
      );
    }
    const board = async (token: string) =>
      await stack.api.inject({ url: `${gameEndpoints.getLeaderboard.path}?gameId=sliding-tiles`, headers: bearer(token) });
    const named = (await board(viewer.token)).json().content.entries;
    expect(named.find((entry: { score: number }) => entry.score === 900)).toMatchObject({
      firstName: 'Tharindu',
      avatarUrl: expect.any(String),
      anonymous: false,
    });

    expect((await change(shy, { leaderboardName: false })).statusCode).toBe(200);
    for (const token of [viewer.token, shy.token]) {
      const answer = await board(token);
      expect(answer.body).not.toContain('Tharindu');
      const entry = answer.json().content.entries.find((candidate: { score: number }) => candidate.score === 900);
      expect(entry).toMatchObject({ firstName: 'Player', avatarUrl: null, anonymous: true, you: token === shy.token });
    }
    expect((await board(shy.token)).body).toContain('Kasun');
  });
});
