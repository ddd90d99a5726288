/**
 * The privacy job's clock and scheduler (ADR 059): the internal listener runs it as of a given time
 * only when the server was started with PRIVACY_JOBS_CLOCK_CONTROL (tests), behind the service key;
 * the scheduler runs every job on its interval, logs counts only and stops on close.
 */
import { privacyJobs, startPrivacyJobScheduler } from '../src/domain/privacy-jobs';
import { afterTheGracePeriod, closure, closuresOf } from './support/closure';
import { describeEachDatabase } from './support/database';
import { recordingMailer } from './support/payouts';
import { stackFor } from './support/test-apps';
import { signedInPlayer } from './support/withdrawals';

const SERVICE_KEY = 'test-service-key-0123456789';
const RUN = '/api/internal/v1/privacy-jobs/run';

describeEachDatabase('privacy jobs: the clock control and the scheduler', (context) => {
  const mailer = recordingMailer();
  const plain = stackFor(context, () => ({ mailer, env: { SERVICE_KEY } }));
  const controlled = stackFor(context, () => ({ mailer, env: { SERVICE_KEY, PRIVACY_JOBS_CLOCK_CONTROL: 'true' } }));
  const run = (stack: typeof plain, payload: object, key: string | null = SERVICE_KEY) =>
    stack.internal.inject({ method: 'POST', url: RUN, payload, headers: key === null ? {} : { 'x-service-key': key } });

  it('is not served without PRIVACY_JOBS_CLOCK_CONTROL, and needs the service key where it is', async () => {
    const asOf = afterTheGracePeriod().toISOString();
    expect((await run(plain, { asOf })).statusCode).toBe(404);
    expect((await run(controlled, { asOf }, null)).statusCode).toBe(401);
    expect((await run(controlled, { asOf: 'next week' })).statusCode).toBe(400);
    expect((await plain.api.inject({ method: 'POST', url: RUN, payload: { asOf } })).statusCode).toBe(404);
  });

  it('erases a closed account once its 14 days are over, as of the time it is given', async () => {
    const player = await signedInPlayer(controlled, context.db, { coins: 50, withBankDetails: false });
    await closure(controlled.api, 'closeAccount', player.token, { uuid: player.id, currentPassword: player.password });
    const early = await run(controlled, { asOf: new Date().toISOString() });
    expect(early.statusCode).toBe(200);
    expect((await closuresOf(context.db, player.id))[0]!.status).toBe('scheduled');
    const late = await run(controlled, { asOf: afterTheGracePeriod().toISOString() });
    expect(late.json().content).toMatchObject({ accountErasures: expect.any(Number), retentionExpiries: 0 });
    expect((await closuresOf(context.db, player.id))[0]!.status).toBe('erased');
  });

  it('runs every registered job on its interval with a clock of its own, logs counts only, and stops', async () => {
    const seen: Date[] = [];
    privacyJobs.probe = async (_db, now) => {
      seen.push(now);
      return 1;
    };
    const logged: object[] = [];
    const log = { info: (object: object) => logged.push(object), error: (object: object) => logged.push(object) };
    const at = new Date('2040-01-01T00:00:00Z');
    try {
      const scheduler = startPrivacyJobScheduler(context.db, log, 20, () => at);
      await new Promise((resolve) => setTimeout(resolve, 120));
      await scheduler.stop();
      const runs = seen.length;
      expect(runs).toBeGreaterThanOrEqual(1);
      expect(seen.every((now) => now === at)).toBe(true);
      expect(logged[0]).toEqual({ privacyJobs: expect.objectContaining({ probe: 1 }) });
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(seen.length).toBe(runs);
    } finally {
      delete privacyJobs.probe;
    }
  });
});
