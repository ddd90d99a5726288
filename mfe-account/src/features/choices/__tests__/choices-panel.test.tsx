import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { neverAnswered } from 'shared/testing';
import { ok, playerId, quietFailedReads, refused, renderAccount, signInBeforeEach, stub } from '../../../testing/account-area';

signInBeforeEach();

const panel = () => screen.getByRole('region', { name: 'Avatar and favourites' });

describe('the avatar and favourites (/account)', () => {
  it("pre-chooses the profile's avatar and categories and saves a change in one update", async () => {
    const calls = stub();
    renderAccount();
    const avatar2 = await within(panel()).findByRole('radio', { name: 'Avatar 2' });
    expect(avatar2).toBeChecked();
    expect(within(panel()).getByRole('checkbox', { name: 'BOARD' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(panel()).getByRole('radio', { name: 'Avatar 3' }));
    await user.click(within(panel()).getByRole('checkbox', { name: 'ARCADE' }));
    await user.click(within(panel()).getByRole('button', { name: 'Save avatar and favourites' }));
    expect(await within(panel()).findByText('Preferences saved successfully!')).toHaveAttribute('role', 'status');
    expect(calls.find((call) => call.method === 'PUT' && call.url === '/api/external/v1/profile')?.body).toEqual({
      uuid: playerId,
      avatarImageId: 3,
      gameCategoryIds: [2, 3],
    });
  });

  it('refuses no category at all and sends nothing', async () => {
    const calls = stub();
    renderAccount();
    await userEvent.setup().click(await within(panel()).findByRole('checkbox', { name: 'BOARD' }));
    await userEvent.setup().click(within(panel()).getByRole('button', { name: 'Save avatar and favourites' }));
    expect(await within(panel()).findByText('Please select at least one category.')).toHaveAttribute('role', 'alert');
    expect(calls.filter((call) => call.method === 'PUT' && call.url === '/api/external/v1/profile')).toHaveLength(0);
  });

  it('says it is loading, and a failed list failed with a Retry that reads again', async () => {
    const log = quietFailedReads();
    let answer = () => refused(503, 'Try later.');
    stub({ avatars: () => answer(), profile: neverAnswered });
    const view = renderAccount();
    expect(within(panel()).getByText('Loading your avatar and favourites...')).toHaveAttribute('role', 'status');
    view.unmount();
    stub({ avatars: () => answer() });
    renderAccount();
    expect(await within(panel()).findByText('Try later.')).toBeInTheDocument();
    answer = () => ok({ avatarImagePath: 'http://api.test/avatars', data: [{ id: 1, name: 'Avatar 1', avatarImageUrl: '1.png' }] });
    await userEvent.setup().click(within(panel()).getByRole('button', { name: 'Retry' }));
    expect(await within(panel()).findByRole('radio', { name: 'Avatar 1' })).toBeInTheDocument();
    log.mockRestore();
  });
});
