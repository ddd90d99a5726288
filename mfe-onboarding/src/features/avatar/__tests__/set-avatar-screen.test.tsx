import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as messages from 'contract/messages';
import { envelope, renderScreen, stubHttp, testConfig, type StubAnswer } from 'shared/testing';
import { chooseAndPress, playerToken, signInBeforeEach } from '../../../testing/choice-step';
import SetAvatarScreen from '../SetAvatarScreen';

const text = messages.onboarding;
const avatars = {
  status: 200,
  body: envelope({
    avatarImagePath: 'http://api.test/static/avatars/',
    data: [1, 2, 3, 4].map((id) => ({ id, name: `Avatar ${id}`, avatarImageUrl: `avatar-0${id}.svg` })),
  }),
};
const location = () => screen.getByTestId('location').textContent;
const progress = () => screen.getAllByRole('status').find((region) => region.textContent)?.textContent;
const inAlert = (message: string) => screen.getByText(message).closest('[role="alert"]');

type Answer = StubAnswer | Promise<StubAnswer>;

function stub({
  health = { status: 200, body: envelope(null) },
  update = { status: 200, body: envelope(null) },
}: { health?: Answer; update?: Answer } = {}) {
  return stubHttp(testConfig.apiBaseUrl, {
    'GET /api/open/v1/avatar_image': () => avatars,
    'GET /api/health': () => health,
    'PUT /api/external/v1/profile': () => update,
  });
}

/** An answer the test gives when it chooses, to look at the screen while the request runs. */
function later() {
  let answer: (value: StubAnswer) => void = () => undefined;
  const promise = new Promise<StubAnswer>((resolve) => (answer = resolve));
  return { promise, answer: (value: StubAnswer) => act(async () => answer(value)) };
}

const step = { screen: <SetAvatarScreen />, route: '/get-started/setavatar', role: 'radio', button: 'Select your Avatar' } as const;
const choose = (name = 'Avatar 2', presses = 1) => chooseAndPress(step, [name], presses);

signInBeforeEach();

describe('Set Your Avatar', () => {
  it('shows Loading avatars... then a 3-column grid, the button disabled until one is chosen', async () => {
    stub();
    const user = userEvent.setup();
    renderScreen(<SetAvatarScreen />);
    expect(screen.getByText(text.loadingAvatars).closest('[role="status"]')).not.toBeNull();
    const first = await screen.findByRole('radio', { name: 'Avatar 1' });
    expect(screen.queryByText(text.loadingAvatars)).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(document.querySelector('img')).toHaveAttribute('src', 'http://api.test/static/avatars/avatar-01.svg');
    expect(screen.getByRole('button', { name: 'Select your Avatar' })).toBeDisabled();
    await user.click(first);
    expect(screen.getByRole('button', { name: 'Select your Avatar' })).toBeEnabled();
  });

  it('verifies the player, updates the avatar once with the token names, and moves to favourites', async () => {
    const calls = stub();
    await choose('Avatar 2');
    await waitFor(() => expect(location()).toBe('/get-started/selectfav'));
    const updates = calls.filter((call) => call.method === 'PUT');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.body).toEqual({ firstName: 'Kamala', lastName: 'Silva', uuid: 'player-uuid', avatarImageId: 2 });
    expect(updates[0]?.headers.Authorization).toBe(`Bearer ${playerToken}`);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/open/v1/avatar_image',
      'GET /api/health',
      'PUT /api/external/v1/profile',
    ]);
    expect(screen.getByText(text.avatarUpdated).closest('[role="status"]')).not.toBeNull();
  });

  it("says 'Verifying user...' then 'Updating avatar...' while it works, its button busy", async () => {
    const [health, update] = [later(), later()];
    stub({ health: health.promise, update: update.promise });
    await choose();
    const button = screen.getByRole('button', { name: 'Select your Avatar' });
    expect(progress()).toBe(text.verifyingUser);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await health.answer({ status: 200, body: envelope(null) });
    expect(progress()).toBe(text.updatingAvatar);
    expect(button).toBeDisabled();
    await update.answer({ status: 200, body: envelope(null) });
    await waitFor(() => expect(location()).toBe('/get-started/selectfav'));
  });

  it('sends one update when Select your Avatar is pressed twice in a row', async () => {
    const calls = stub();
    await choose('Avatar 2', 2);
    await waitFor(() => expect(location()).toBe('/get-started/selectfav'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(calls.filter((call) => call.url === '/api/health')).toHaveLength(1);
  });

  it.each([
    ['no token', null, text.tokenMissing],
    ['an undecodable token', 'not-a-jwt', text.invalidSession],
  ])('refuses with %s', async (_case, stored, message) => {
    if (stored) sessionStorage.setItem('access_token', stored);
    else sessionStorage.removeItem('access_token');
    const calls = stub();
    await choose();
    expect(inAlert(message)).not.toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it.each<[string, { health?: StubAnswer; update?: StubAnswer }, string]>([
    [
      'an unverified e-mail',
      { health: { status: 200, body: envelope(null, { status: false, error_code: '140004' }) } },
      text.emailNotVerified,
    ],
    [
      '140004 in an error answer',
      { health: { status: 403, body: envelope(null, { status: false, error_code: '140004' }) } },
      text.emailNotVerified,
    ],
    ['a false update status', { update: { status: 200, body: envelope(null, { status: false }) } }, text.avatarFailed],
    ['a failing update', { update: 'network' }, text.somethingWrong],
  ])('shows the message for %s', async (_case, answers, message) => {
    stub(answers);
    await choose();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(inAlert(message)).not.toBeNull();
    expect(location()).toBe('/get-started/setavatar');
  });

  it.each<[string, StubAnswer]>([
    ['a false status', { status: 200, body: envelope(null, { status: false }) }],
    ['no answer', 'network'],
  ])('says something went wrong when the avatar list fails with %s', async (_case, answer) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubHttp(testConfig.apiBaseUrl, { 'GET /api/open/v1/avatar_image': () => answer });
    renderScreen(<SetAvatarScreen />);
    expect((await screen.findByText(text.somethingWrong)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(text.loadingAvatars)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    log.mockRestore();
  });

  it('offers a Retry when the avatar list fails, which loads it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: StubAnswer = { status: 200, body: envelope(null, { status: false }) };
    stubHttp(testConfig.apiBaseUrl, { 'GET /api/open/v1/avatar_image': () => answer });
    renderScreen(<SetAvatarScreen />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    answer = avatars;
    await userEvent.setup().click(retry);
    expect(await screen.findAllByRole('radio')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    log.mockRestore();
  });
});
