/**
 * Objections to the games' refusals and the operators' privacy requests queue (ADR 060): a player
 * asks once for a person to review their own refused result; operators see every privacy request
 * by its deadline, and credit a result once however many decide at once, through the ledger.
 */
import type { GameObjection } from 'contract/game-endpoints';
import { DAILY_GAME_COIN_CAP, gameMessages, games } from 'contract/games';
import { privacyEndpoints, type PrivacyRequestDetail, type PrivacyRequestPage } from 'contract/privacy-endpoints';
import { gameEndpoints } from 'contract/game-endpoints';
import { describeEachDatabase } from './support/database';
import { backdate, dealt, paymentsOf, playingTimeOf, submitGame, winningMoves } from './support/games';
import { MONEY_INVARIANTS_HOLD, moneyInvariants } from './support/invariants';
import { operatorFor } from './support/payouts';
import { apiReplicasFor, bearer, stackFor } from './support/test-apps';
import { signedInPlayer, type SignedInPlayer } from './support/withdrawals';

const RACERS = 8;

describeEachDatabase('privacy: objections to game refusals and the queue', (context) => {
  const stack = stackFor(context);
  const replicas = apiReplicasFor(context, stack, 4);
  const operator = operatorFor(stack, context);
  const otherOperator = operatorFor(stack, context);

  const object = (token: string, attemptId: string, api = stack.api) =>
    api.inject({ method: 'POST', url: gameEndpoints.objectToAttempt.path, headers: bearer(token), payload: { attemptId } });
  const operatorCall = (token: string, method: 'GET' | 'POST', url: string, payload: Record<string, unknown>, api = stack.api) =>
    method === 'GET'
      ? api.inject({ method, url, headers: bearer(token), query: payload as Record<string, string> })
      : api.inject({ method, url, headers: bearer(token), payload });
  const credit = (token: string, id: string, api = stack.api) =>
    operatorCall(token, 'POST', privacyEndpoints.creditObjection.path, { id }, api);

  /** A solved Sliding Tiles board submitted at once: refused as too fast, a win at a human's pace. */
  async function refusedWin(player: SignedInPlayer): Promise<string> {
    const attempt = await dealt(stack.api, player.token, 'sliding-tiles');
    const refused = await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves: winningMoves(attempt) });
    expect(refused.json().error_code).toBe('IMPOSSIBLE_RESULT');
    return attempt.attemptId;
  }

  /** The objection's privacy request id, read as an operator would find it. */
  async function requestOf(attemptId: string): Promise<string> {
    const { rows } = await context.db.query<{ id: string }>('SELECT request_id AS id FROM game_objections WHERE attempt_id = $1', [
      attemptId,
    ]);
    return rows[0]!.id;
  }

  describe('asking for a review', () => {
    it('opens one objection for the own refused attempt; a second press is told it is already asked', async () => {
      const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
      const attemptId = await refusedWin(player);

      const first = await object(player.token, attemptId);
      expect([first.statusCode, first.json().message]).toEqual([200, gameMessages.objection.sent]);
      expect(first.json().content).toMatchObject({ attemptId, gameId: 'sliding-tiles', status: 'open', coinsCredited: 0 });
      const again = await object(player.token, attemptId.toUpperCase());
      expect([again.statusCode, again.json().error_code, again.json().message]).toEqual([
        409,
        'REVIEW_ALREADY_REQUESTED',
        gameMessages.objection.alreadyAsked,
      ]);
      const { rows } = await context.db.query('SELECT kind, status FROM privacy_requests WHERE player_id = $1', [player.id]);
      expect(rows).toEqual([{ kind: 'objection', status: 'open' }]);
    });

    it(`${RACERS} presses at once open one request`, async () => {
      const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
      const attemptId = await refusedWin(player);
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, index) => object(player.token, attemptId, replicas.pick(index))),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(RACERS - 1);
      const { rows } = await context.db.query('SELECT count(*)::int AS n FROM privacy_requests WHERE player_id = $1', [player.id]);
      expect(rows[0]).toEqual({ n: 1 });
    });

    it("refuses another player's attempt as unknown, and a verified one as not refused, opening nothing", async () => {
      const [owner, other] = [
        await signedInPlayer(stack, context.db, { withBankDetails: false }),
        await signedInPlayer(stack, context.db, { withBankDetails: false }),
      ];
      const attemptId = await refusedWin(owner);
      const foreign = await object(other.token, attemptId);
      expect([foreign.statusCode, foreign.json().message]).toEqual([404, gameMessages.attemptNotFound]);

      const won = await dealt(stack.api, owner.token, 'sliding-tiles');
      const moves = winningMoves(won);
      await backdate(context.db, won.attemptId, playingTimeOf(moves));
      expect((await submitGame(stack.api, owner.token, { attemptId: won.attemptId, moves })).statusCode).toBe(200);
      const verified = await object(owner.token, won.attemptId);
      expect([verified.statusCode, verified.json().message]).toEqual([409, gameMessages.objection.notRefused]);
      const malformed = await object(owner.token, 'not-an-id');
      expect(malformed.statusCode).toBe(400);
      const { rows } = await context.db.query('SELECT count(*)::int AS n FROM privacy_requests WHERE player_id = ANY($1)', [
        [owner.id, other.id],
      ]);
      expect(rows[0]).toEqual({ n: 0 });
    });
  });

  describe('deciding', () => {
    it(`${RACERS} credits by two operators at once: one decision, one credit, the ledger equal to every balance`, async () => {
      const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
      const attemptId = await refusedWin(player);
      await object(player.token, attemptId);
      const id = await requestOf(attemptId);
      const before = await paymentsOf(context.db, player.id);

      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, index) => credit((index % 2 ? otherOperator : operator).token, id, replicas.pick(index))),
      );

      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      for (const loser of answers.filter((answer) => answer.statusCode !== 200)) {
        expect([loser.statusCode, loser.json().message]).toEqual([409, expect.stringContaining('already decided by another operator')]);
      }
      const coins = games['sliding-tiles'].coinsPerWin;
      expect(answers.find((answer) => answer.statusCode === 200)!.json().content).toEqual({ id, status: 'done', coinsCredited: coins });
      const after = await paymentsOf(context.db, player.id);
      expect([after.coins - before.coins, after.ledgerSum - before.ledgerSum, after.ledgerRows - before.ledgerRows]).toEqual([
        coins,
        coins,
        1,
      ]);
      expect(await moneyInvariants(context.db)).toEqual(MONEY_INVARIANTS_HOLD);
      const mine = await stack.api.inject({ method: 'GET', url: gameEndpoints.listObjections.path, headers: bearer(player.token) });
      expect((mine.json().content as GameObjection[])[0]).toMatchObject({ attemptId, status: 'done', coinsCredited: coins });
    });

    it('upholds with a reason the player reads; a credit after it is refused and pays nothing', async () => {
      const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
      const attemptId = await refusedWin(player);
      await object(player.token, attemptId);
      const id = await requestOf(attemptId);

      const empty = await operatorCall(operator.token, 'POST', privacyEndpoints.upholdObjection.path, { id, reason: '  ' });
      expect(empty.statusCode).toBe(400);
      const upheld = await operatorCall(operator.token, 'POST', privacyEndpoints.upholdObjection.path, {
        id,
        reason: 'Replayed: not a human pace.',
      });
      expect(upheld.json().content).toEqual({ id, status: 'refused', coinsCredited: 0 });
      const before = await paymentsOf(context.db, player.id);
      expect((await credit(otherOperator.token, id)).statusCode).toBe(409);
      expect(await paymentsOf(context.db, player.id)).toEqual(before);
      const mine = await stack.api.inject({ method: 'GET', url: gameEndpoints.listObjections.path, headers: bearer(player.token) });
      expect((mine.json().content as GameObjection[])[0]).toMatchObject({ status: 'refused', reason: 'Replayed: not a human pace.' });
    });

    it("credits within what was left of the day's cap, and the credit counts toward that day", async () => {
      const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
      const attemptId = await refusedWin(player);
      await object(player.token, attemptId);
      // A win the same day that (in this test) paid 280 of the 300.
      const won = await dealt(stack.api, player.token, 'sliding-tiles');
      const moves = winningMoves(won);
      await backdate(context.db, won.attemptId, playingTimeOf(moves));
      expect((await submitGame(stack.api, player.token, { attemptId: won.attemptId, moves })).statusCode).toBe(200);
      await context.db.query('UPDATE game_attempts SET coins_earned = 280 WHERE id = $1', [won.attemptId]);

      const credited = await credit(operator.token, await requestOf(attemptId));
      expect(credited.json().content.coinsCredited).toBe(DAILY_GAME_COIN_CAP - 280);
      const overview = await stack.api.inject({ method: 'GET', url: gameEndpoints.listGames.path, headers: bearer(player.token) });
      expect(overview.json().content.coinsEarnedToday).toBe(DAILY_GAME_COIN_CAP);
    });

    it('an unsolved board has nothing to credit: 409, and the request stays open for a decision', async () => {
      const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
      const attempt = await dealt(stack.api, player.token, 'sliding-tiles');
      expect((await submitGame(stack.api, player.token, { attemptId: attempt.attemptId, moves: [] })).json().error_code).toBe(
        'IMPOSSIBLE_RESULT',
      );
      await object(player.token, attempt.attemptId);
      const id = await requestOf(attempt.attemptId);
      const refused = await credit(operator.token, id);
      expect([refused.statusCode, refused.json().message]).toEqual([409, expect.stringContaining('nothing to credit')]);
      const { rows } = await context.db.query('SELECT status FROM privacy_requests WHERE id = $1', [id]);
      expect(rows[0]).toEqual({ status: 'open' });
    });
  });

  describe('the queue', () => {
    it('shows a request with its moves and records each reading in its trail', async () => {
      const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
      const attemptId = await refusedWin(player);
      await object(player.token, attemptId);
      const id = await requestOf(attemptId);
      const read = () => operatorCall(operator.token, 'GET', privacyEndpoints.getPrivacyRequest.path, { id });
      await read();
      const detail = (await read()).json().content as PrivacyRequestDetail;
      expect(detail).toMatchObject({ id, kind: 'objection', status: 'open', email: player.email, handledBy: null });
      expect(detail.objection).toMatchObject({
        attemptId,
        refusal: 'too-fast',
        won: true,
        creditableCoins: games['sliding-tiles'].coinsPerWin,
      });
      expect(detail.objection!.moves.length).toBeGreaterThan(0);
      expect(detail.events.map((event) => [event.action, event.actorRole, event.actorEmail])).toEqual([
        ['received', 'player', null],
        ['viewed', 'operator', operator.email],
        ['viewed', 'operator', operator.email],
      ]);
      expect(
        (await operatorCall(operator.token, 'GET', privacyEndpoints.getPrivacyRequest.path, { id: crypto.randomUUID() })).statusCode,
      ).toBe(404);
    });

    it('lists the nearest deadline first, by kind and status', async () => {
      const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
      await object(player.token, await refusedWin(player));
      await object(player.token, await refusedWin(player));
      // The later one made older: its deadline is nearer, so it comes first.
      const { rows: mine } = await context.db.query<{ id: string }>(
        'SELECT id FROM privacy_requests WHERE player_id = $1 ORDER BY received_at DESC',
        [player.id],
      );
      await context.db.query(
        `UPDATE privacy_requests SET received_at = received_at - interval '40 days', due_at = due_at - interval '40 days' WHERE id = $1`,
        [mine[0]!.id],
      );
      const list = async (query: Record<string, string>) =>
        (await operatorCall(operator.token, 'GET', privacyEndpoints.listPrivacyRequests.path, { pageSize: '100', ...query })).json()
          .content as PrivacyRequestPage;
      const open = await list({ kind: 'objection', status: 'open' });
      const dues = open.items.map((item) => item.dueAt);
      expect(dues).toEqual([...dues].sort());
      expect(open.items[0]!.id).toBe(mine[0]!.id);
      expect(open.items.every((item) => item.kind === 'objection' && item.status === 'open')).toBe(true);
      expect((await list({ kind: 'export' })).items.every((item) => item.kind === 'export')).toBe(true);
      expect(
        (await operatorCall(operator.token, 'GET', privacyEndpoints.listPrivacyRequests.path, { kind: 'everything' })).statusCode,
      ).toBe(400);
    });

    it('is for operators only: a player gets 403 on every call', async () => {
      const player = await signedInPlayer(stack, context.db, { withBankDetails: false });
      const id = crypto.randomUUID();
      for (const [method, endpoint] of [
        ['GET', privacyEndpoints.listPrivacyRequests],
        ['GET', privacyEndpoints.getPrivacyRequest],
        ['POST', privacyEndpoints.creditObjection],
        ['POST', privacyEndpoints.upholdObjection],
        ['POST', privacyEndpoints.completePrivacyRequest],
      ] as const) {
        expect((await operatorCall(player.token, method, endpoint.path, { id, reason: 'x', note: 'x' })).statusCode).toBe(403);
      }
    });

    it('a contact message ticked as a privacy request opens one; the operator marks it done once, with a note', async () => {
      const message = `Please delete my data ${crypto.randomUUID()}`;
      const contact = { firstName: 'Dilani', lastName: 'Fernando', phone: '+94 77 123 4567', email: 'dilani@example.test', message };
      expect(
        (await stack.api.inject({ method: 'POST', url: '/api/open/contact-support', payload: { ...contact, message: `${message} plain` } }))
          .statusCode,
      ).toBe(200);
      expect(
        (await stack.api.inject({ method: 'POST', url: '/api/open/contact-support', payload: { ...contact, privacyRequest: true } }))
          .statusCode,
      ).toBe(200);
      const { rows } = await context.db.query<{ id: string; message: string }>(
        `SELECT r.id, c.message FROM privacy_requests r JOIN contact_messages c ON c.id = r.contact_message_id WHERE c.message LIKE $1`,
        [`${message}%`],
      );
      expect(rows.map((row) => row.message)).toEqual([message]);
      const id = rows[0]!.id;
      const detail = (await operatorCall(operator.token, 'GET', privacyEndpoints.getPrivacyRequest.path, { id })).json()
        .content as PrivacyRequestDetail;
      expect(detail).toMatchObject({ kind: 'contact', email: 'dilani@example.test', contactMessage: message, objection: null });
      const complete = (token: string) =>
        operatorCall(token, 'POST', privacyEndpoints.completePrivacyRequest.path, { id, note: 'Data erased on request.' });
      const answers = await Promise.all([complete(operator.token), complete(otherOperator.token)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(
        (await stack.api.inject({ method: 'POST', url: '/api/open/contact-support', payload: { ...contact, privacyRequest: 'yes' } }))
          .statusCode,
      ).toBe(400);
    });
  });
});
