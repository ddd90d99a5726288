import { createPlayer } from '../src/seed/factories';
import { describeEachDatabase } from './support/database';
import { bearer, signIn, stackFor } from './support/test-apps';

describeEachDatabase('GET /api/external/v1/profile', (context) => {
  let token: string;
  let playerId: string;

  const stack = stackFor(context);
  beforeAll(async () => {
    token = await signIn(stack, 'player@example.com', 'player-pass');
    playerId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
  });

  const profile = (uuid: string | undefined, headers: Record<string, string> = bearer(token)) =>
    stack.api.inject({ url: `/api/external/v1/profile${uuid === undefined ? '' : `?uuid=${uuid}`}`, headers });

  it("returns the signed-in player's own profile", async () => {
    const response = await profile(playerId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, error_code: 'NO_ERROR', message: 'OK' });
    expect(body.content).toEqual({
      uuid: playerId,
      email: 'player@example.com',
      firstName: 'Nimal',
      lastName: 'Perera',
      actualUsableCoins: 12_000,
      country: { id: 144, name: 'Sri Lanka', code: 'LK' },
      avatarImagePath: 'http://localhost:8080/static/avatars',
      avatarImage: { id: expect.any(Number), name: expect.any(String), avatarImageUrl: expect.stringMatching(/^avatar-\d{2}\.svg$/) },
      gameCategories: expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String) }]),
      // A seeded player counts as returning (docs/decisions/024).
      previousSignInAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      // Never chosen: English (ADR 034).
      language: 'en',
    });
  });

  it('returns avatarImage null and no categories for a player who has not chosen them', async () => {
    const player = await createPlayer(context.db, { coins: 250 });
    const ownToken = await signIn(stack, player.email, player.password);
    const response = await profile(player.id, bearer(ownToken));
    expect(response.json().content).toMatchObject({
      uuid: player.id,
      actualUsableCoins: 250,
      avatarImage: null,
      gameCategories: [],
      previousSignInAt: null,
    });
  });

  it("refuses another player's uuid with 403, existing or not", async () => {
    const other = await createPlayer(context.db);
    for (const uuid of [other.id, '00000000-0000-4000-8000-000000000000', 'garbage']) {
      const response = await profile(uuid);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: false, error_code: 'FORBIDDEN', content: null });
    }
  });

  it('answers 401 without a token, before looking at the query', async () => {
    expect((await profile(playerId, {})).statusCode).toBe(401);
    expect((await profile(undefined, {})).statusCode).toBe(401);
  });

  it('answers 400 naming uuid when it is missing', async () => {
    const response = await profile(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, error_code: 'VALIDATION_FAILED', message: 'uuid is required.' });
  });
});
