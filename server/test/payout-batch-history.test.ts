/**
 * The bank files already exported (ADR 043): batch numbers without gaps (a failed export
 * uses none; exports at the same moment get one number each), every batch listed after the fact
 * with who exported and who paid it, and its CSV downloadable again byte for byte, each download
 * recorded; a file its requests no longer rebuild is refused rather than handed out. Numbers given
 * before migration 016 stay.
 */
import { operatorEndpoints } from 'contract/operator-endpoints';
import { createPlayer } from '../src/seed/factories';
import { migrate } from '../src/db/migrate';
import { describeEachDatabase, migrateAndSeedBefore } from './support/database';
import { DatabaseWatch } from './support/fuzz';
import {
  act,
  APPROVER,
  exportBatch,
  markBatchPaid,
  payoutDeskFor,
  pendingRequest,
  recordingMailer,
  signedInOperator,
} from './support/payouts';
import { bearer, startStack } from './support/test-apps';

const PARALLEL_EXPORTS = 6;

describeEachDatabase('payout batch history', (context) => {
  const { stack, operator, approver } = payoutDeskFor(context);

  const listBatches = () => stack.api.inject({ url: operatorEndpoints.listPayoutBatches.path, headers: bearer(operator.token) });
  const batchFile = (batchId: string | number, token = operator.token) =>
    stack.api.inject({
      url: `${operatorEndpoints.getPayoutBatchFile.path}?batchId=${encodeURIComponent(batchId)}`,
      headers: bearer(token),
    });
  /** `count` requests of LKR 5,000, approved and waiting for a bank file: their codes. */
  async function approvedRequests(count: number): Promise<string[]> {
    const codes: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const { code } = await pendingRequest(stack, context.db);
      expect((await act(stack.api, approver.token, 'approve', code)).statusCode).toBe(200);
      codes.push(code);
    }
    return codes;
  }
  const batchIds = async () =>
    (await context.db.query<{ id: string }>('SELECT id FROM payout_batches ORDER BY id')).rows.map((row) => Number(row.id));

  it('numbers batches without gaps: exports that find nothing use no number', async () => {
    expect((await exportBatch(stack.api, operator.token)).statusCode).toBe(409);
    await approvedRequests(1);
    expect((await exportBatch(stack.api, operator.token)).json().content.batchId).toBe(1);
    expect((await exportBatch(stack.api, operator.token)).statusCode).toBe(409);
    expect((await exportBatch(stack.api, operator.token)).statusCode).toBe(409);
    await approvedRequests(1);
    expect((await exportBatch(stack.api, operator.token)).json().content.batchId).toBe(2);
    expect(await batchIds()).toEqual([1, 2]);
  });

  it(`${PARALLEL_EXPORTS} exports at the same moment: one file with every request, the others find nothing; the next number follows`, async () => {
    const codes = await approvedRequests(3);
    const before = await batchIds();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_EXPORTS }, (_, n) => exportBatch(stack.api, n % 2 ? operator.token : approver.token)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(PARALLEL_EXPORTS - 1).fill(409)]);
    const exported = answers.find((answer) => answer.statusCode === 200)!.json().content;
    expect(exported).toMatchObject({ batchId: before.at(-1)! + 1, count: 3, totalLkr: 15_000 });
    for (const code of codes) expect(exported.csv).toContain(code);
    await approvedRequests(1);
    expect((await exportBatch(stack.api, operator.token)).json().content.batchId).toBe(before.at(-1)! + 2);
    expect(await batchIds()).toEqual(Array.from({ length: before.length + 2 }, (_, n) => n + 1));
  });

  it('lists every batch after the fact and downloads its CSV again, the same bytes, after it was paid and a line returned', async () => {
    const [paidCode, returnedCode] = await approvedRequests(2);
    const exported = (await exportBatch(stack.api, operator.token)).json().content;
    const returned = await stack.api.inject({
      method: 'POST',
      url: operatorEndpoints.returnWithdrawal.path,
      headers: bearer(approver.token),
      payload: { code: returnedCode, reference: 'BOC-RET-7' },
    });
    expect(returned.statusCode).toBe(200);

    // A reload of the back office: a new read, nothing kept in the browser.
    const listed = (await listBatches()).json().content;
    expect(listed[0]).toEqual({
      batchId: exported.batchId,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      exportedBy: operator.email,
      count: 2,
      totalLkr: 10_000,
      status: 'exported',
      paidBy: null,
      paidReference: null,
      paidAt: null,
    });
    expect(listed.map((batch: { batchId: number }) => batch.batchId)).toEqual([...(await batchIds())].reverse());

    expect((await markBatchPaid(stack.api, approver.token, exported.batchId, 'BOC-BULK-77')).json().content.paid).toEqual([paidCode]);
    expect((await listBatches()).json().content[0]).toMatchObject({
      batchId: exported.batchId,
      status: 'paid',
      paidBy: approver.email,
      paidReference: 'BOC-BULK-77',
      paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const again = await batchFile(exported.batchId, approver.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().content).toEqual(exported);
    expect(Buffer.from(again.json().content.csv).equals(Buffer.from(exported.csv))).toBe(true);
    const { rows } = await context.db.query('SELECT actor_email AS "actorEmail" FROM payout_batch_downloads WHERE batch_id = $1', [
      exported.batchId,
    ]);
    expect(rows).toEqual([{ actorEmail: approver.email }]);
  });

  it('refuses a file its requests no longer rebuild (409), and answers 400 for a bad batch id and 404 for an unknown one, changing nothing', async () => {
    await approvedRequests(1);
    const exported = (await exportBatch(stack.api, operator.token)).json().content;
    await context.db.query("UPDATE withdrawal_requests SET account_holder_name = 'Someone Else' WHERE batch_id = $1", [exported.batchId]);
    const changed = await batchFile(exported.batchId);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ error_code: 'BANK_FILE_CHANGED', content: null });
    expect(changed.body).not.toContain('0071234567');

    const watch = await DatabaseWatch.start(context.db);
    const before = await watch.current();
    for (const bad of ['abc', '0', '-1', '1.5', '']) {
      const answer = await batchFile(bad);
      expect([bad, answer.statusCode, answer.json().error_code]).toEqual([bad, 400, 'VALIDATION_FAILED']);
    }
    const unknown = await batchFile(999_999);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'There is no payout batch 999999.']);
    expect(await watch.current()).toEqual(before);
  });
});

describeEachDatabase(
  'migration 016: batches numbered before it',
  (context) => {
    it('keeps the numbers already given (1 and 3: the bank knows them) and goes on from the highest without gaps', async () => {
      await migrateAndSeedBefore(context.db, '016_payout_batch_history');
      const exporter = await createPlayer(context.db, { identity: 'none' });
      await context.db.query(
        `INSERT INTO payout_batches (id, created_by, paid_reference, paid_at) VALUES (1, $1, 'BOC-OLD-1', now() - interval '1 day'), (3, $1, NULL, NULL)`,
        [exporter.id],
      );
      await migrate(context.db);

      const stack = await startStack(context.db, { mailer: recordingMailer() });
      try {
        const approver = await signedInOperator(stack, context.db, APPROVER);
        const listed = await stack.api.inject({ url: operatorEndpoints.listPayoutBatches.path, headers: bearer(approver.token) });
        expect(
          listed
            .json()
            .content.map((batch: { batchId: number; status: string; exportedBy: string }) => [
              batch.batchId,
              batch.status,
              batch.exportedBy,
            ]),
        ).toEqual([
          [3, 'exported', exporter.email],
          [1, 'paid', exporter.email],
        ]);
        const { code } = await pendingRequest(stack, context.db);
        expect((await act(stack.api, approver.token, 'approve', code)).statusCode).toBe(200);
        const exported = await stack.api.inject({
          method: 'POST',
          url: operatorEndpoints.exportPayoutBatch.path,
          headers: bearer(approver.token),
          payload: {},
        });
        expect(exported.json().content.batchId).toBe(4);
      } finally {
        await stack.close();
      }
    });
  },
  { migrate: false },
);
