/**
 * /contact signed in and signed out: a signed-in player's names and e-mail come from the profile
 * (shared/queries' read), under the shell's top bar (so the page's own header steps aside); a
 * visitor's form starts empty, reads nothing, and keeps the site header.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as messages from 'contract/messages';
import { envelope, fakeJwt, playerProfile, renderScreen, stubHttp, testConfig } from 'shared/testing';
import ContactScreen from '../ContactScreen';

const PROFILE = 'GET /api/external/v1/profile';
const SEND = 'POST /api/open/contact-support';
const profile = playerProfile({ firstName: 'Nimal', lastName: 'Perera', email: 'nimal@example.com' });
const field = (label: string) => screen.getByLabelText(label);

beforeEach(() => sessionStorage.clear());

describe('a visitor', () => {
  it('gets an empty form and the site header, and no profile is read', async () => {
    const calls = stubHttp(testConfig.apiBaseUrl, { [PROFILE]: () => ({ status: 200, body: envelope(profile) }) });
    renderScreen(<ContactScreen />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Message']) expect(field(label)).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });
});

describe('a signed-in player', () => {
  beforeEach(() => sessionStorage.setItem('access_token', fakeJwt({ sub: 'player-uuid', given_name: 'Nimal' })));

  it('finds names and e-mail filled in from the profile, the phone and message left to type, and no second header', async () => {
    stubHttp(testConfig.apiBaseUrl, { [PROFILE]: () => ({ status: 200, body: envelope(profile) }) });
    renderScreen(<ContactScreen />);
    await waitFor(() => expect(field('First name')).toHaveValue('Nimal'));
    expect(field('Last name')).toHaveValue('Perera');
    expect(field('Email')).toHaveValue('nimal@example.com');
    expect(field('Phone')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  });

  it('keeps what the player typed before the profile arrived', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    stubHttp(testConfig.apiBaseUrl, { [PROFILE]: () => new Promise((resolve) => (answer = resolve)) });
    renderScreen(<ContactScreen />);
    await userEvent.setup().type(field('First name'), 'Nimmi');
    answer({ status: 200, body: envelope(profile) });
    await waitFor(() => expect(field('Email')).toHaveValue('nimal@example.com'));
    expect(field('First name')).toHaveValue('Nimmi');
  });

  it('sends the message and clears it, keeping the profile’s names and e-mail for the next one', async () => {
    const calls = stubHttp(testConfig.apiBaseUrl, {
      [PROFILE]: () => ({ status: 200, body: envelope(profile) }),
      [SEND]: () => ({ status: 200, body: envelope('done') }),
    });
    const user = userEvent.setup();
    renderScreen(<ContactScreen />);
    await waitFor(() => expect(field('Email')).toHaveValue('nimal@example.com'));
    await user.type(field('Phone'), '0771234567');
    await user.type(field('Message'), 'When is my reward paid?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.contact.sent)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Nimal',
      lastName: 'Perera',
      email: 'nimal@example.com',
      phone: '0771234567',
      message: 'When is my reward paid?',
    });
    expect(field('Message')).toHaveValue('');
    expect(field('Phone')).toHaveValue('');
    expect(field('First name')).toHaveValue('Nimal');
  });
});
