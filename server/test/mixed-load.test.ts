/**
 * The mixed load (SECURITY.md, "Notes: the attacks in full"; bench/server/mixed-workload.ts), reduced: sign-ins, profile
 * reads, transaction lists and withdrawals across 1,000 seeded players against a server process of its
 * own, for LOAD_SECONDS. No answer but 200 (and intended 429s), none missing, and afterwards the
 * money invariants hold and every withdrawal answered 200 is stored, once. STRESS=1 runs the
 * full 60 s (also `npx tsx bench/server/mixed-load.ts`).
 */
import { describeMixedLoad, runMixedLoad, unexpectedAnswers, withdrawalsAddUp } from '../../bench/server/mixed-workload';
import { BACKENDS } from './support/database';
import { MONEY_INVARIANTS_HOLD } from './support/invariants';
import { bySize } from './support/stress';

const PLAYERS = 1000;
const LOAD_SECONDS = bySize(6, 60);
const API_CONNECTIONS = 16;

describe.each(BACKENDS)('mixed load [%s]', (backend) => {
  it(
    `serves ${PLAYERS} players for ${LOAD_SECONDS} s with no error but intended 429s, and the money adds up`,
    async () => {
      const result = await runMixedLoad({
        backend,
        players: PLAYERS,
        durationSeconds: LOAD_SECONDS,
        apiConnections: API_CONNECTIONS,
        identityConnections: 2,
      });
      console.log(describeMixedLoad(result, LOAD_SECONDS));

      expect(unexpectedAnswers(result)).toEqual({});
      for (const run of result.runs) {
        expect([run.service, run.errors, run.timeouts]).toEqual([run.service, 0, 0]);
        expect(run.requests).toBeGreaterThan(LOAD_SECONDS); // more than one a second, whatever the machine
      }
      expect(result.kinds.map((kind) => kind.kind).sort()).toEqual([
        'keyed withdrawal',
        'profile',
        'sign-in',
        'transactions',
        'withdrawal',
      ]);
      expect(result.invariants).toEqual(MONEY_INVARIANTS_HOLD);
      expect(withdrawalsAddUp(result)).toBe(true);
      // Those in flight when the run stopped are the only withdrawals stored without a 200 seen.
      expect(result.withdrawals.stored - result.withdrawals.answered200).toBeLessThanOrEqual(API_CONNECTIONS);
    },
    (LOAD_SECONDS + 90) * 1000,
  );
});
