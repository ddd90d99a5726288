import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { neverAnswered } from 'shared/testing';
import { details, ok, playerId, quietFailedReads, refused, renderAccount, signInBeforeEach, stub } from '../../../testing/account-area';

signInBeforeEach();

const form = () => screen.getByRole('form', { name: 'Your details' });
const field = (name: string) => within(form()).getByLabelText(name);

describe('the details (/account)', () => {
  it('shows the form as it will be while the details are on their way: empty, taking nothing, saying it is loading', async () => {
    stub({ details: neverAnswered });
    renderAccount();
    expect(screen.getByText('Loading your details...')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: 'Your details' })).toHaveAttribute('aria-busy', 'true');
    for (const name of ['First name', 'Last name', 'Mobile', 'Date of birth']) {
      expect(field(name)).toBeDisabled();
      expect(field(name)).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: 'Save details' })).toBeDisabled();
    // The country list comes and still takes no choice: there is nothing yet to change.
    expect(await within(form()).findByRole('option', { name: 'Sri Lanka' })).toBeInTheDocument();
    expect(field('Country')).toBeDisabled();
    expect(sessionStorage.getItem('last_known')).toBeNull();
  });

  it("remembers for the tab's next load whether the date of birth's note shows (ADR 080)", async () => {
    stub({ details: () => ok(details({ dateOfBirthLocked: true })) });
    const { unmount } = renderAccount();
    await waitFor(() => expect(field('Date of birth')).toBeDisabled());
    const remembered = () =>
      JSON.parse(sessionStorage.getItem('last_known') ?? 'null') as { player: string; texts: Record<string, string> };
    await waitFor(() =>
      expect(remembered()?.texts['account.dateOfBirthHint']).toBe(
        'Your date of birth is the one on your NIC (verified or under review), so it cannot be changed here.',
      ),
    );
    expect(remembered().player).toBe(playerId);
    unmount();
    // A date that is the player's own to change leaves no note: an empty one is remembered, so the copy shows none.
    stub({ details: () => ok(details({ dateOfBirthLocked: false })) });
    renderAccount();
    await waitFor(() => expect(field('Date of birth')).toBeEnabled());
    await waitFor(() => expect(remembered().texts['account.dateOfBirthHint']).toBe(''));
  });

  it('pre-fills the details and saves a change with the fields the server checks', async () => {
    const calls = stub();
    renderAccount();
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Nimal');
    expect(field('Mobile')).toHaveAttribute('inputmode', 'tel');
    expect(field('Date of birth')).toHaveValue('1998-04-12');
    await waitFor(() => expect(field('Country')).toHaveValue('144'));

    const user = userEvent.setup();
    await user.clear(field('First name'));
    await user.type(field('First name'), ' Kamal ');
    await user.clear(field('Mobile'));
    await user.type(field('Mobile'), '+94 77-12a3');
    expect(field('Mobile')).toHaveValue('+9477123');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details are saved.')).toHaveAttribute('role', 'status');
    const saved = calls.find((call) => call.method === 'PUT');
    expect(saved?.body).toEqual({
      uuid: expect.any(String),
      firstName: 'Kamal',
      lastName: 'Perera',
      mobile: '+9477123',
      country: '144',
      dateOfBirth: '1998-04-12',
    });
  });

  it("refuses an empty name in the form's words and sends nothing", async () => {
    const calls = stub();
    renderAccount();
    await screen.findByRole('heading', { name: 'Your details' });
    const user = userEvent.setup();
    await user.clear(field('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('*Please fill out all fields.')).toHaveAttribute('role', 'alert');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it("keeps the date of birth once it is the NIC's, says why, and does not send it", async () => {
    const calls = stub({ details: () => ok(details({ dateOfBirthLocked: true })) });
    renderAccount();
    await screen.findByRole('heading', { name: 'Your details' });
    expect(field('Date of birth')).toBeDisabled();
    expect(field('Date of birth')).toHaveAccessibleDescription(
      'Your date of birth is the one on your NIC (verified or under review), so it cannot be changed here.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('Your details are saved.');
    expect(calls.find((call) => call.method === 'PUT')?.body).not.toHaveProperty('dateOfBirth');
  });

  it("shows the server's refusal in the form", async () => {
    stub({
      saveDetails: () =>
        refused(409, 'Your date of birth is the one on your NIC (verified or under review), so it cannot be changed here.'),
    });
    renderAccount();
    await screen.findByRole('heading', { name: 'Your details' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save details' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('cannot be changed here');
  });

  it('says a failed read failed, with a Retry that reads again', async () => {
    const log = quietFailedReads();
    let answer = () => refused(503, 'Try later.');
    stub({ details: () => answer() });
    renderAccount();
    expect(await screen.findByText('Try later.')).toBeInTheDocument();
    answer = () => ok(details());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    log.mockRestore();
  });
});

describe('the e-mail address', () => {
  it('asks for the current password before sending anything', async () => {
    const calls = stub();
    renderAccount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    await user.type(screen.getByLabelText('New e-mail address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('*Please fill out all fields.')).toHaveAttribute('role', 'alert');
    expect(calls.filter((call) => call.url.endsWith('/account/email'))).toHaveLength(0);
  });

  it('mails a code to the new address and changes it once the code is confirmed', async () => {
    let email = 'nimal@example.com';
    const calls = stub({
      details: () => ok(details({ email })),
      confirmEmail: () => {
        email = 'new@example.com';
        return ok(details({ email }));
      },
    });
    renderAccount();
    expect(await screen.findByText('Your e-mail address is nimal@example.com.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    await user.type(screen.getByLabelText('New e-mail address'), 'new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter the code sent to new@example.com.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/account/email'))?.body).toEqual({
      uuid: expect.any(String),
      email: 'new@example.com',
      currentPassword: 'secret-pass',
    });
    for (const [index, digit] of ['4', '8', '1', '5'].entries()) await user.type(screen.getByLabelText(`Digit ${index + 1}`), digit);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Your e-mail address is changed.')).toBeInTheDocument();
    expect(await screen.findByText('Your e-mail address is new@example.com.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/email/confirm'))?.body).toEqual({
      uuid: expect.any(String),
      email: 'new@example.com',
      code: '4815',
    });
  });

  it("shows the server's refusal of an address in use", async () => {
    stub({
      changeEmail: () => refused(409, 'This e-mail address is already in use.'),
    });
    renderAccount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    await user.type(screen.getByLabelText('New e-mail address'), 'taken@example.com');
    await user.type(screen.getByLabelText('Current password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This e-mail address is already in use.')).toHaveAttribute('role', 'alert');
  });

  it('takes the player back to the address after a wrong one', async () => {
    stub({ confirmEmail: () => refused(422, 'Invalid or expired code. Please try again.') });
    renderAccount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    await user.type(screen.getByLabelText('New e-mail address'), 'new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    for (const [index, digit] of ['1', '1', '1', '1'].entries()) await user.type(await screen.findByLabelText(`Digit ${index + 1}`), digit);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Invalid or expired code. Please try again.')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Wrong address? Start again' }));
    expect(screen.getByLabelText('New e-mail address')).toBeInTheDocument();
  });
});
