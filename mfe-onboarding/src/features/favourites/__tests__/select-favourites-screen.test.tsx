import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from 'shared';
import { envelope, fakeJwt, renderScreen, stubHttp, testConfig, type StubAnswer } from 'shared/testing';
import SelectFavouritesScreen from '../SelectFavouritesScreen';

const text = messages.onboarding;
const token = fakeJwt({ sub: 'player-uuid', given_name: 'Kamala', family_name: 'Silva' });
const categories = { status: 200, body: envelope([{ id: 1, name: 'classic' }, { id: 2, name: 'board' }, { id: 3, name: 'arcade' }]) };
const location = () => screen.getByTestId('location').textContent;

function stub(update: StubAnswer = { status: 200, body: envelope(null) }) {
  return stubHttp(testConfig.apiBaseUrl, {
    'GET /api/open/v1/game_category': () => categories,
    'GET /api/health': () => ({ status: 200, body: envelope(null) }),
    'PUT /api/external/v1/profile': () => update,
  });
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('access_token', token);
});

describe('Select your favourites', () => {
  it('shows Loading categories... then upper-cased tiles, the button disabled until one is chosen', async () => {
    stub();
    renderScreen(<SelectFavouritesScreen />);
    expect(screen.getByText(text.loadingCategories)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'CLASSIC' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select your Preference' })).toBeDisabled();
  });

  it('saves every chosen category and goes home', async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderScreen(<SelectFavouritesScreen />, { route: '/get-started/selectfav', path: '/get-started/selectfav' });
    await user.click(await screen.findByRole('checkbox', { name: 'ARCADE' }));
    await user.click(screen.getByRole('checkbox', { name: 'CLASSIC' }));
    await user.click(screen.getByRole('checkbox', { name: 'BOARD' }));
    await user.click(screen.getByRole('checkbox', { name: 'BOARD' }));
    await user.click(screen.getByRole('button', { name: 'Select your Preference' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      firstName: 'Kamala',
      lastName: 'Silva',
      uuid: 'player-uuid',
      gameCategoryIds: [3, 1],
    });
    expect(screen.getByText(text.preferencesSaved).closest('[role="status"]')).not.toBeNull();
  });

  it('says when saving fails', async () => {
    stub({ status: 200, body: envelope(null, { status: false }) });
    const user = userEvent.setup();
    renderScreen(<SelectFavouritesScreen />);
    await user.click(await screen.findByRole('checkbox', { name: 'CLASSIC' }));
    await user.click(screen.getByRole('button', { name: 'Select your Preference' }));
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
