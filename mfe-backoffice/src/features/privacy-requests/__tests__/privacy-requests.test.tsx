import { screen, waitFor, within } from '@testing-library/react';
import type { PrivacyRequestDetail, PrivacyRequestItem } from 'contract/privacy-endpoints';
import { callsTo, currentSearch, listPage, ok, openOperatorArea, openTable, openTextDialog, refused } from '../../../testing/operator-area';

const requestId = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const DAY = 24 * 60 * 60 * 1000;

const item = (fields: Partial<PrivacyRequestItem> = {}): PrivacyRequestItem => ({
  id: requestId,
  kind: 'objection',
  status: 'open',
  email: 'nimal@example.com',
  receivedAt: new Date(Date.now() - 2 * DAY).toISOString(),
  dueAt: new Date(Date.now() + 28 * DAY).toISOString(),
  handledAt: null,
  handledBy: null,
  ...fields,
});

const detail = (fields: Partial<PrivacyRequestDetail> = {}): PrivacyRequestDetail => ({
  ...item(),
  contactMessage: null,
  objection: {
    attemptId: '0b7f3c1e-5a2d-4c8e-9f61-2d3e4f5a6b7c',
    gameId: 'sliding-tiles',
    gameTitle: 'Sliding Tiles',
    mode: 'practice',
    dealtAt: '2026-11-22T08:00:00Z',
    submittedAt: '2026-11-22T08:00:03Z',
    refusal: 'too-fast',
    moves: [
      { value: 6, at: 1600 },
      { value: 8, at: 1900 },
    ],
    score: 987,
    won: true,
    creditableCoins: 50,
    coinsCredited: 0,
    reason: null,
  },
  events: [
    { action: 'received', actorRole: 'player', actorEmail: null, note: 'Refused as too-fast', at: '2026-11-22T08:01:00Z' },
    { action: 'viewed', actorRole: 'operator', actorEmail: 'operator@example.com', note: null, at: '2026-11-22T09:00:00Z' },
  ],
  ...fields,
});

const PATH = `/operator/privacy-requests/${requestId}`;

describe('the privacy requests queue', () => {
  it('lists every kind with its player, dates, deadline marks, status and handler; opens on the open ones', async () => {
    const { calls, rows } = await openTable(
      '/operator/privacy-requests',
      {
        privacyRequests: listPage([
          item({ dueAt: new Date(Date.now() - DAY).toISOString() }),
          item({ id: 'b', kind: 'contact', dueAt: new Date(Date.now() + 3 * DAY).toISOString() }),
          item({ id: 'c', kind: 'export', email: null, status: 'done', handledBy: null }),
        ]),
      },
      'Privacy requests, the nearest deadline first',
    );
    expect(callsTo(calls, 'privacyRequests')[0]!.params).toEqual({ page: 1, pageSize: 20, status: 'open' });
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Kind', 'Player', 'Received', 'Deadline', 'Status', 'Handled by', 'Request']);
    expect(rows[1]).toHaveTextContent('Objection to a game result');
    expect(rows[1]).toHaveTextContent('nimal@example.com');
    expect(rows[1]).toHaveTextContent('Overdue');
    expect(rows[2]).toHaveTextContent('Contact-form request');
    expect(rows[2]).toHaveTextContent('Due soon');
    expect(rows[3]).toHaveTextContent('Erased');
    expect(rows[3]).not.toHaveTextContent('Due soon');
  });

  it('keeps the kind and status filters in the URL', async () => {
    const { calls, user } = await openOperatorArea('/operator/privacy-requests', { privacyRequests: listPage([item()]) });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Kind'), 'contact');
    await waitFor(() => expect(currentSearch()).toBe('?kind=contact'));
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => expect(currentSearch()).toBe('?kind=contact&status=all'));
    await waitFor(() => expect(callsTo(calls, 'privacyRequests').at(-1)!.params).toEqual({ page: 1, pageSize: 20, kind: 'contact' }));
  });
});

describe('a privacy request', () => {
  it("shows an objection's game, mode, refusal, score, moves and trail", async () => {
    const { calls } = await openOperatorArea(PATH, { privacyRequest: ok(detail()) }, { heading: 'Objection to a game result' });
    expect(callsTo(calls, 'privacyRequest')[0]!.params).toEqual({ id: requestId });
    const game = screen.getByRole('region', { name: 'Game result' });
    expect(game).toHaveTextContent('Sliding Tiles');
    expect(game).toHaveTextContent('Practice');
    expect(game).toHaveTextContent('Too fast');
    expect(game).toHaveTextContent('987');
    expect(game).toHaveTextContent('A win: crediting pays 50 coins');
    const moves = within(screen.getByRole('table', { name: /The moves as recorded/ })).getAllByRole('row');
    expect(moves[1]).toHaveTextContent('161.60');
    const trail = within(screen.getByRole('table', { name: 'Every step of this request, oldest first' })).getAllByRole('row');
    expect(trail[1]).toHaveTextContent('The player');
    expect(trail[2]).toHaveTextContent('operator@example.com');
  });

  it('credits once; a 409 (another operator decided) stays in view after the re-read', async () => {
    const answers = { privacyRequest: ok(detail()) } as Parameters<typeof openOperatorArea>[1];
    const { calls, user } = await openOperatorArea(PATH, answers, { heading: 'Objection to a game result' });
    answers.creditObjection = refused(409, 'INVALID_TRANSITION', 'This request was already decided by another operator.');
    answers.privacyRequest = ok(detail({ status: 'refused', handledBy: 'other@example.com' }));
    await user.dblClick(screen.getByRole('button', { name: 'Credit 50 coins' }));
    expect(await screen.findByText('This request was already decided by another operator.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Credit 50 coins' })).toBeNull());
    expect(screen.getByText('No actions: this request is decided.')).toBeInTheDocument();
    expect(callsTo(calls, 'creditObjection').map((call) => call.body)).toEqual([{ id: requestId }]);
  });

  it('upholds with a reason, asked for first', async () => {
    const answers = { privacyRequest: ok(detail()), upholdObjection: ok({ id: requestId, status: 'refused', coinsCredited: 0 }) };
    const { calls, user } = await openOperatorArea(PATH, answers, { heading: 'Objection to a game result' });
    const { field, send } = await openTextDialog(user, 'Uphold the refusal', 'Uphold the refusal', 'Reason (the player reads it)');
    await send();
    expect(await screen.findByText('Enter the reason the refusal stands.')).toBeInTheDocument();
    await user.type(field, 'Every move came in 0.3 s.');
    await send();
    expect(await screen.findByText('Refusal upheld. The player sees your reason.')).toBeInTheDocument();
    expect(callsTo(calls, 'upholdObjection').map((call) => call.body)).toEqual([{ id: requestId, reason: 'Every move came in 0.3 s.' }]);
  });

  it('marks a contact-form request done with a note, and offers nothing on an archive', async () => {
    const contact = detail({ kind: 'contact', objection: null, contactMessage: 'Please delete my data.' });
    const answers = { privacyRequest: ok(contact), completePrivacyRequest: ok({ id: requestId, status: 'done', coinsCredited: 0 }) };
    const { calls, user, unmount } = await openOperatorArea(PATH, answers, { heading: 'Contact-form request' });
    expect(screen.getByRole('region', { name: 'Request' })).toHaveTextContent('Please delete my data.');
    const { field, send } = await openTextDialog(user, 'Mark done', 'Mark this request done', 'What was done (kept in the audit trail)');
    await user.type(field, 'Replied by e-mail.');
    await send();
    expect(await screen.findByText('Request marked done.')).toBeInTheDocument();
    expect(callsTo(calls, 'completePrivacyRequest').map((call) => call.body)).toEqual([{ id: requestId, note: 'Replied by e-mail.' }]);
    unmount();
    await openOperatorArea(PATH, { privacyRequest: ok(detail({ kind: 'export', objection: null })) }, { heading: 'Data archive' });
    expect(screen.getByText(/the product completes this kind of request itself/)).toBeInTheDocument();
  });
});
