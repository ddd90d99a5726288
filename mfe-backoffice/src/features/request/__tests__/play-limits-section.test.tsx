import { screen, within } from '@testing-library/react';
import { detail, ok, openOperatorArea } from '../../../testing/operator-area';

describe("a request's responsible play section (ADR 061)", () => {
  it("shows the player's self-exclusion, limits and every change, read-only", async () => {
    await openOperatorArea('/operator/requests/wd-7k3m9q', {
      detail: ok(detail()),
      playLimits: ok({
        limits: {
          dailyLimitMinutes: 60,
          pendingLimit: null,
          realityCheckMinutes: 30,
          playBreak: { kind: 'self-exclusion', until: null },
          playedTodayMs: 0,
          coinsEarnedToday: 0,
          realityCheckDue: false,
          nextRealityCheckAtMs: 1_800_000,
        },
        changes: [
          {
            what: 'daily-limit',
            oldValue: null,
            newValue: '60',
            effectiveAt: '2026-11-23T09:00:00Z',
            at: '2026-11-23T09:00:00Z',
            actorRole: 'player',
          },
          {
            what: 'self-exclusion',
            oldValue: null,
            newValue: 'self-exclusion until permanent',
            effectiveAt: '2026-11-24T09:00:00Z',
            at: '2026-11-24T09:00:00Z',
            actorRole: 'player',
          },
        ],
      }),
    });
    const section = await screen.findByRole('region', { name: 'Responsible play' });
    expect(within(section).getByText('Self-excluded permanently')).toBeInTheDocument();
    expect(within(section).getByText('Daily limit: 60 minutes')).toBeInTheDocument();
    expect(within(section).getAllByRole('row')).toHaveLength(3);
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
