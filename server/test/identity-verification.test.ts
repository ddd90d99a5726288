/**
 * The player's identity verification (issue 20): submission, the checks on the NIC against the
 * registered date of birth, one NIC per account across both card formats (raced), the NIC sealed
 * at rest and never logged, and the status the player reads.
 */
import { PassThrough } from 'node:stream';
import { identityMessages } from 'shared/identity';
import { nicMessages } from 'shared/nic';
import { describeEachDatabase } from './support/database';
import { identityState, nicOf, oldNicOf, submitIdentity, type Submission } from './support/identity';
import { cardPhoto } from './support/identity-photos';
import { signedInOperator } from './support/payouts';
import { startStack, type TestStack } from './support/test-apps';
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

  const newPlayer = (dateOfBirth = DATE_OF_BIRTH) => signedInPlayer(stack, context.db, { identity: 'none', dateOfBirth, firstName: 'Nimal', lastName: 'Perera' });
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
    expect(response.json()).toMatchObject({ status: true, message: identityMessages.submitted, content: { status: 'under_review', nicEnding: nic.slice(-4) } });
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
    const { rows } = await context.db.query<Record<string, unknown>>('SELECT * FROM identity_verifications WHERE player_id = $1', [player.id]);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const asText = JSON.stringify(row, (_key, value: unknown) => (value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value));
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
    const mismatch = await submit(player, { nic: nicOf('1995-06-16') });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', message: nicMessages.dateOfBirthMismatch });

    const young = new Date();
    const child = await newPlayer(`${young.getUTCFullYear() - 10}-01-15`);
    const tooYoung = await submit(child);
    expect(tooYoung.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', message: nicMessages.tooYoung });

    const { rows } = await context.db.query('SELECT count(*)::int AS n FROM identity_verifications WHERE player_id = ANY($1)', [[player.id, child.id]]);
    expect(rows[0]).toEqual({ n: 0 });
    expect(logLines.join('')).not.toContain(nicOf('1995-06-16').slice(0, 7) + 'x');
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
    const { rows } = await context.db.query('SELECT player_id AS "playerId", holder_id AS "holderId" FROM identity_duplicate_attempts WHERE player_id = $1', [second.id]);
    expect(rows).toEqual([{ playerId: second.id, holderId: first.id }]);
  });

  it('lets 12 accounts race with one NIC: exactly one holds it, the other 11 are refused and flagged', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => newPlayer()));
    const nic = nicOf(DATE_OF_BIRTH);
    const answers = await Promise.all(players.map((player) => submit(player, { nic })));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, ...Array(11).fill(409)]);
    const { rows } = await context.db.query<{ n: number }>("SELECT count(*)::int AS n FROM identity_duplicate_attempts WHERE player_id = ANY($1)", [players.map((p) => p.id)]);
    expect(rows[0]!.n).toBe(11);
  });

  it('takes one submission of a player sending 6 at once; the rest are told it is under review', async () => {
    const player = await newPlayer();
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(player, { nic: nicOf(DATE_OF_BIRTH) })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.json()).toMatchObject({ error_code: 'IDENTITY_SUBMITTED', message: identityMessages.alreadyUnderReview });
    }
    const { rows } = await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity_verifications WHERE player_id = $1', [player.id]);
    expect(rows[0]!.n).toBe(1);
  });

  it('answers 401 without a token and 403 for another player’s uuid, before reading any file', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const forOther = await submitIdentity(stack.api, player.token, { uuid: other.id, nic: nicOf(DATE_OF_BIRTH) }, cardPhoto);
    expect(forOther.statusCode).toBe(403);
    expect((await identityState(stack.api, player.token, other.id)).statusCode).toBe(403);
    expect((await stack.api.inject({ url: `/api/external/v1/identity-verification?uuid=${player.id}` })).statusCode).toBe(401);
    const operator = await signedInOperator(stack, context.db);
    expect((await identityState(stack.api, operator.token, operator.id)).statusCode).toBe(403);
    const { rows } = await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM identity_verifications WHERE player_id = ANY($1)', [[player.id, other.id]]);
    expect(rows[0]!.n).toBe(0);
  });
});
