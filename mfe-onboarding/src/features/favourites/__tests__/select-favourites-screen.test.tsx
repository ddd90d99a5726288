import { act, screen, waitFor } from '@testing-library/react';
import * as messages from 'contract/messages';
import { envelope, renderScreen, stubHttp, testConfig, type StubAnswer } from 'shared/testing';
import { chooseAndPress, signInBeforeEach } from '../../../testing/choice-step';
import SelectFavouritesScreen from '../SelectFavouritesScreen';

const text = messages.onboarding;
const categories = {
  status: 200,
  body: envelope([
    { id: 1, name: 'classic' },
    { id: 2, name: 'board' },
    { id: 3, name: 'arcade' },
  ]),
};
const location = () => screen.getByTestId('location').textContent;

function stub(update: StubAnswer | Promise<StubAnswer> = { status: 200, body: envelope(null) }) {
  return stubHttp(testConfig.apiBaseUrl, {
    'GET /api/open/v1/game_category': () => categories,
    'GET /api/health': () => ({ status: 200, body: envelope(null) }),
    'PUT /api/external/v1/profile': () => update,
  });
}

const step = {
  screen: <SelectFavouritesScreen />,
  route: '/get-started/selectfav',
  role: 'checkbox',
  button: 'Select your Preference',
} as const;

signInBeforeEach();

describe('Select your favourites', () => {
  it('shows Loading categories... then upper-cased tiles, the button disabled until one is chosen', async () => {
    stub();
    renderScreen(<SelectFavouritesScreen />);
    expect(screen.getByText(text.loadingCategories)).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('checkbox', { name: 'CLASSIC' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select your Preference' })).toBeDisabled();
  });

  it('saves every chosen category and goes home', async () => {
    const calls = stub();
    await chooseAndPress(step, ['ARCADE', 'CLASSIC', 'BOARD', 'BOARD']);
    await waitFor(() => expect(location()).toBe('/'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstName: 'Kamala',
      lastName: 'Silva',
      uuid: 'player-uuid',
      gameCategoryIds: [3, 1],
    });
    expect(screen.getByText(text.preferencesSaved).closest('[role="status"]')).not.toBeNull();
  });

  it("says 'Saving preferences...' while it saves, its button busy", async () => {
    let answer: (value: StubAnswer) => void = () => undefined;
    stub(new Promise<StubAnswer>((resolve) => (answer = resolve)));
    const button = await chooseAndPress(step, ['CLASSIC']);
    expect(await screen.findByText(text.savingPreferences)).toHaveAttribute('role', 'status');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ status: 200, body: envelope(null) }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('sends one update when Select your Preference is pressed twice in a row', async () => {
    const calls = stub();
    await chooseAndPress(step, ['CLASSIC'], 2);
    await waitFor(() => expect(location()).toBe('/'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('says when saving fails', async () => {
    stub({ status: 200, body: envelope(null, { status: false }) });
    await chooseAndPress(step, ['CLASSIC']);
    expect((await screen.findByText(text.preferencesFailed)).closest('[role="alert"]')).not.toBeNull();
  });

  it('asks for a sign-in without a token', async () => {
    sessionStorage.clear();
    stub();
    renderScreen(<SelectFavouritesScreen />);
    expect(screen.getByText(text.tokenMissing).closest('[role="alert"]')).not.toBeNull();
    expect(await screen.findByRole('checkbox', { name: 'CLASSIC' })).toBeInTheDocument();
  });
});
