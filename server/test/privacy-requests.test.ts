import { createPlayer } from '../src/seed/factories';
import { openPrivacyRequest, recordPrivacyEvent, settlePrivacyRequest } from '../src/domain/privacy-requests';
import { describeEachDatabase } from './support/database';

/** The requests every privacy right opens, and their trail (ADR 056). */
describeEachDatabase('privacy requests', (context) => {
  const trail = async (id: string) =>
    (
      await context.db.query<{ action: string; actorRole: string; actorId: string | null }>(
        'SELECT action, actor_role AS "actorRole", actor_id AS "actorId" FROM privacy_request_events WHERE request_id = $1 ORDER BY id',
        [id],
      )
    ).rows;

  it('opens a request due 30 days after it arrives, received by its player', async () => {
    const player = await createPlayer(context.db);
    const id = await context.db.transaction((tx) => openPrivacyRequest(tx, { kind: 'export', playerId: player.id }));
    const { rows } = await context.db.query<{ days: number; status: string }>(
      `SELECT extract(epoch FROM due_at - received_at) / 86400 AS days, status FROM privacy_requests WHERE id = $1`,
      [id],
    );
    expect(Number(rows[0]!.days)).toBe(30);
    expect(rows[0]!.status).toBe('open');
    expect(await trail(id)).toEqual([{ action: 'received', actorRole: 'player', actorId: player.id }]);
  });

  it('settles a request once when two operators decide it at the same moment', async () => {
    const player = await createPlayer(context.db);
    const [first, second] = [await createPlayer(context.db), await createPlayer(context.db)];
    const id = await context.db.transaction((tx) => openPrivacyRequest(tx, { kind: 'objection', playerId: player.id }));
    const handles = [context.db, context.testDatabase.openAnotherHandle?.() ?? context.db];
    const outcomes = await Promise.all(
      [first, second].map((operator, index) =>
        handles[index]!.transaction((tx) =>
          settlePrivacyRequest(tx, id, index === 0 ? 'done' : 'refused', { role: 'operator', id: operator.id }),
        ),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const actions = (await trail(id)).map((event) => event.action);
    expect(actions).toHaveLength(2);
    expect(['completed', 'refused']).toContain(actions[1]);
    await recordPrivacyEvent(context.db, id, 'viewed', { role: 'operator', id: first.id });
    expect((await trail(id)).at(-1)).toEqual({ action: 'viewed', actorRole: 'operator', actorId: first.id });
  });

  it('refuses an action that is not lower-case words joined by hyphens', async () => {
    const player = await createPlayer(context.db);
    const id = await context.db.transaction((tx) => openPrivacyRequest(tx, { kind: 'closure', playerId: player.id }));
    await expect(recordPrivacyEvent(context.db, id, 'Drop table', { role: 'system' })).rejects.toThrow();
  });
});
