import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, refusal, renderScreen } from 'shared/testing';
import type { GameObjection } from 'contract/game-endpoints';
import { gameMessages } from 'contract/games';
import GamesArea from '../../../app/GamesArea';
import { attemptId, ok, renderGames, signInBeforeEach, stub, type Answers } from '../../../testing/games-area';

const clock = signInBeforeEach();

const objection = (fields: Partial<GameObjection> = {}): GameObjection => ({
  attemptId,
  gameId: 'sliding-tiles',
  mode: 'daily',
  askedAt: '2026-11-23T05:00:00Z',
  status: 'open',
  coinsCredited: 0,
  reason: null,
  decidedAt: null,
  ...fields,
});

/** Solves the default board, which the stubbed server refuses as `code`. */
async function refusedRound(answers: Answers, code = 'IMPOSSIBLE_RESULT', message = gameMessages.refusals['too-fast']) {
  const calls = stub({ submit: () => refusal(code === 'IMPOSSIBLE_RESULT' ? 422 : 409, code, message), ...answers });
  const user = userEvent.setup();
  renderScreen(<GamesArea />, { route: '/games/sliding-tiles', path: '/games/*' });
  await user.click(await screen.findByRole('button', { name: "Play today's challenge" }));
  await screen.findByRole('group', { name: /Sliding Tiles board/ });
  clock.advance(2000);
  await user.keyboard('{ArrowUp}');
  clock.advance(1000);
  await user.keyboard('{ArrowLeft}');
  expect(await screen.findByText(message)).toBeInTheDocument();
  return { calls, user };
}

describe('asking for a person to review a refused result (ADR 060)', () => {
  it('offers it where the refusal is shown, sends the attempt once and says it was sent', async () => {
    const { calls, user } = await refusedRound({
      object: () => ({ status: 200, body: envelope(objection(), { message: gameMessages.objection.sent }) }),
    });
    await user.click(screen.getByRole('button', { name: 'Ask for a person to review this' }));
    expect(await screen.findByText(gameMessages.objection.sent)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a person to review this' })).not.toBeInTheDocument();
    const sent = calls.filter((call) => call.method === 'POST' && call.url === '/api/external/v1/games/objections');
    expect(sent.map((call) => call.body)).toEqual([{ attemptId }]);
  });

  it('says so when it was already asked', async () => {
    const { user } = await refusedRound({
      object: () => refusal(409, 'REVIEW_ALREADY_REQUESTED', gameMessages.objection.alreadyAsked),
    });
    await user.click(screen.getByRole('button', { name: 'Ask for a person to review this' }));
    expect(await screen.findByText(gameMessages.objection.alreadyAsked)).toBeInTheDocument();
  });

  it('is not offered for a result that is not refused by the checks (submitted already)', async () => {
    await refusedRound({}, 'ATTEMPT_SUBMITTED', gameMessages.alreadySubmitted);
    expect(screen.queryByRole('button', { name: 'Ask for a person to review this' })).not.toBeInTheDocument();
  });

  it('lists the requests with their outcomes on the games page', async () => {
    stub({
      objections: () =>
        ok([
          objection({ status: 'done', coinsCredited: 50 }),
          objection({ attemptId: 'a2', gameId: 'quick-sums', status: 'refused', reason: 'Every answer came in 0.1 s.' }),
          objection({ attemptId: 'a3' }),
        ]),
    });
    renderGames('/games');
    expect(await screen.findByRole('heading', { name: 'Your review requests' })).toBeInTheDocument();
    expect(screen.getByText('Reviewed: 50 coins were added to your balance.')).toBeInTheDocument();
    expect(screen.getByText('Reviewed: the result stands.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Every answer came in 0.1 s.')).toBeInTheDocument();
    expect(screen.getByText("Waiting for a person's review (within 30 days).")).toBeInTheDocument();
    expect(screen.getByText(/^Quick Sums, asked on/)).toBeInTheDocument();
  });

  it('shows nothing when there are none', async () => {
    stub();
    renderGames('/games');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Your review requests' })).not.toBeInTheDocument();
  });
});
