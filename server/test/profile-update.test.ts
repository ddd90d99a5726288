import { createPlayer, devPersonalDataKeys, type CreatedPlayer } from '../src/seed/factories';
import { issueAccessToken } from '../src/domain/access-tokens';
import { describeEachDatabase } from './support/database';
import { bearer, signIn, stackFor } from './support/test-apps';
import { refusal } from './support/http';

const PROFILE = '/api/external/v1/profile';

describeEachDatabase('PUT /api/external/v1/profile', (context) => {
  let player: CreatedPlayer;
  let token: string;
  let avatarIds: number[];
  let categoryIds: number[];

  const stack = stackFor(context);
  beforeAll(async () => {
    player = await createPlayer(context.db, { firstName: 'Kasun', lastName: 'Silva' });
    token = await signIn(stack, player.email, player.password);
    const avatars = await stack.api.inject('/api/open/v1/avatar_image');
    avatarIds = avatars.json().content.data.map((avatar: { id: number }) => avatar.id);
    const categories = await stack.api.inject('/api/open/v1/game_category');
    categoryIds = categories.json().content.map((category: { id: number }) => category.id);
  });

  const update = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
    stack.api.inject({ method: 'PUT', url: PROFILE, headers, payload: payload as object });
  /** What the client sends: names and uuid pre-filled from the token, plus one choice. */
  const body = (choice: Record<string, unknown>) => ({ firstName: 'Kasun', lastName: 'Silva', uuid: player.id, ...choice });

  const storedChoices = async (id = player.id) => {
    const avatar = await context.db.query<{ avatarImageId: number | null; firstName: string; lastName: string }>(
      'SELECT avatar_image_id AS "avatarImageId", first_name AS "firstName", last_name AS "lastName" FROM players WHERE id = $1',
      [id],
    );
    const categories = await context.db.query<{ id: number }>(
      'SELECT game_category_id AS id FROM player_game_categories WHERE player_id = $1 ORDER BY 1',
      [id],
    );
    return { ...avatar.rows[0]!, categoryIds: categories.rows.map((row) => row.id) };
  };

  const expectRefusal = async (payload: unknown, statusCode: number, envelope: Record<string, unknown>) => {
    const before = await storedChoices();
    const response = await update(payload);
    expect(response.statusCode).toBe(statusCode);
    expect(response.json()).toEqual({ status: false, content: null, ...envelope });
    expect(await storedChoices()).toEqual(before);
  };

  it('sets the avatar, twice in a row as the client does, answering the profile GET answers', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await update(body({ avatarImageId: avatarIds[2] }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: true, error_code: 'NO_ERROR', message: 'Profile updated.' });
      expect(response.json().content.avatarImage).toEqual({ id: avatarIds[2], name: expect.any(String), avatarImageUrl: 'avatar-03.svg' });
    }
    const read = await stack.api.inject({ url: `${PROFILE}?uuid=${player.id}`, headers: bearer(token) });
    const again = await update(body({ avatarImageId: avatarIds[2] }));
    expect(again.json().content).toEqual(read.json().content);
    expect((await storedChoices()).avatarImageId).toBe(avatarIds[2]);
  });

  it('stores every chosen category, duplicates collapsed, replacing the previous set', async () => {
    const first = await update(body({ gameCategoryIds: [categoryIds[3], categoryIds[0], categoryIds[3]] }));
    expect(first.statusCode).toBe(200);
    expect(first.json().content.gameCategories).toEqual([
      { id: categoryIds[0], name: 'classic' },
      { id: categoryIds[3], name: 'strategy' },
    ]);
    expect((await storedChoices()).categoryIds).toEqual([categoryIds[0], categoryIds[3]]);

    await update(body({ gameCategoryIds: [categoryIds[1]] }));
    expect((await storedChoices()).categoryIds).toEqual([categoryIds[1]]);
  });

  it('takes both choices in one request', async () => {
    const response = await update(body({ avatarImageId: avatarIds[0], gameCategoryIds: [categoryIds[2]] }));
    expect(response.statusCode).toBe(200);
    expect(await storedChoices()).toMatchObject({ avatarImageId: avatarIds[0], categoryIds: [categoryIds[2]] });
  });

  it('updates trimmed non-blank names and keeps the stored ones for blank, null or absent', async () => {
    await update({ uuid: player.id, firstName: '  Kasun Tharaka ', lastName: '', avatarImageId: avatarIds[0] });
    expect(await storedChoices()).toMatchObject({ firstName: 'Kasun Tharaka', lastName: 'Silva' });
    await update({ uuid: player.id, firstName: null, avatarImageId: avatarIds[0] });
    expect(await storedChoices()).toMatchObject({ firstName: 'Kasun Tharaka', lastName: 'Silva' });
    await expectRefusal(body({ lastName: 'x'.repeat(101), avatarImageId: avatarIds[1] }), 400, {
      error_code: 'VALIDATION_FAILED',
      message: 'lastName must be at most 100 characters.',
    });
  });

  it.each([
    ['firstName', 'Kasun\n\nClick http://evil.example'],
    ['lastName', 'Silva<img src=x>'],
  ])('refuses a new %s that is not a name (%j) and changes nothing', async (field, name) => {
    await expectRefusal(body({ [field]: name, avatarImageId: avatarIds[0] }), 400, {
      error_code: 'VALIDATION_FAILED',
      message: `${field} must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.`,
    });
  });

  it('keeps a stored name from before the name rule when the client sends it back unchanged', async () => {
    const legacy = await createPlayer(context.db, { firstName: 'Kasun 2', lastName: 'Silva' });
    const legacyToken = await signIn(stack, legacy.email, legacy.password);
    const response = await update(
      { uuid: legacy.id, firstName: 'Kasun 2', lastName: 'Silva', avatarImageId: avatarIds[0] },
      bearer(legacyToken),
    );
    expect(response.statusCode).toBe(200);
    expect(await storedChoices(legacy.id)).toMatchObject({ firstName: 'Kasun 2', avatarImageId: avatarIds[0] });
  });

  it("refuses another player's uuid with 403 and changes nothing", async () => {
    const other = await createPlayer(context.db);
    for (const uuid of [other.id, '00000000-0000-4000-8000-000000000000', 'garbage', 42]) {
      await expectRefusal({ ...body({ avatarImageId: avatarIds[5] }), uuid }, 403, {
        error_code: 'FORBIDDEN',
        message: 'You may only update your own profile.',
      });
    }
    expect((await storedChoices(other.id)).avatarImageId).toBeNull();
  });

  it('accepts the uuid in any letter case', async () => {
    const response = await update({ ...body({ avatarImageId: avatarIds[1] }), uuid: player.id.toUpperCase() });
    expect(response.statusCode).toBe(200);
  });

  it('answers 140004 for a player whose e-mail is not verified, changing nothing', async () => {
    const unverified = await createPlayer(context.db, { emailVerified: false });
    const unverifiedToken = await issueAccessToken(context.db, devPersonalDataKeys(), unverified, {
      issuer: stack.config.issuer,
      clientId: stack.config.clientId,
      ttlSeconds: 300,
    });
    const response = await update({ uuid: unverified.id, avatarImageId: avatarIds[0] }, bearer(unverifiedToken));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal('140004', 'Email not verified. Please verify your email first.'));
    expect((await storedChoices(unverified.id)).avatarImageId).toBeNull();
  });

  it.each([[999_999], [0], [-1], [1.5], ['1'], [null], [2 ** 31], [[1]]])(
    "refuses avatarImageId %p with 'Invalid avatar selection.'",
    async (avatarImageId) => {
      await expectRefusal(body({ avatarImageId }), 400, { error_code: 'VALIDATION_FAILED', message: 'Invalid avatar selection.' });
    },
  );

  it.each([[[]], [null], ['1'], [[999_999]], [[1, 'x']], [[0]], [{}]])(
    "refuses gameCategoryIds %p with 'Please select at least one category.'",
    async (gameCategoryIds) => {
      await expectRefusal(body({ gameCategoryIds }), 400, {
        error_code: 'VALIDATION_FAILED',
        message: 'Please select at least one category.',
      });
    },
  );

  it('refuses a body without either choice', async () => {
    await expectRefusal(body({}), 400, { error_code: 'VALIDATION_FAILED', message: 'Send avatarImageId, gameCategoryIds or both.' });
  });

  it('answers 401 without a valid token', async () => {
    expect((await update(body({ avatarImageId: avatarIds[0] }), {})).statusCode).toBe(401);
    expect((await update(body({ avatarImageId: avatarIds[0] }), bearer('not.a.token'))).statusCode).toBe(401);
  });
});
