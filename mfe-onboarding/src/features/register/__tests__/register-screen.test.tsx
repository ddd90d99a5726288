import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as messages from 'contract/messages';
import { envelope, refusal, renderScreen, stubHttp, testConfig, type StubAnswer } from 'shared/testing';
import RegisterScreen from '../RegisterScreen';

const text = messages.registration;
/** The server's words when a player tries too often (passed on as they come). */
const tooManyAttempts = 'Too many attempts. Please wait 30 seconds and try again.';
const REGISTER = 'POST /api/open/v1/user/register';
const COUNTRIES = 'GET /api/open/v1/country';
const countries = {
  status: 200,
  body: envelope({
    data: [
      { id: 144, name: 'Sri Lanka', code: 'LK' },
      { id: 356, name: 'India', code: 'IN' },
    ],
  }),
};
const location = () => screen.getByTestId('location').textContent;
const inAlert = (message: string) => screen.getByText(message).closest('[role="alert"]');

const valid = {
  firstName: 'Kamala',
  lastName: 'Silva',
  email: 'kamala@example.com',
  mobile: '0771234567',
  dateOfBirth: '1995-04-12',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
};

beforeEach(() => sessionStorage.clear());

async function fillAndSubmit(
  values: Partial<typeof valid> & { country?: string },
  answers: { register?: StubAnswer; countries?: StubAnswer } = {},
  presses = 1,
) {
  const calls = stubHttp(testConfig.apiBaseUrl, {
    [COUNTRIES]: () => answers.countries ?? countries,
    [REGISTER]: () => answers.register ?? { status: 200, body: envelope({ uuid: 'new-uuid' }) },
  });
  const user = userEvent.setup();
  renderScreen(<RegisterScreen />, { route: '/get-started/', path: '/get-started/' });
  const labels: Record<string, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    mobile: 'Mobile',
    dateOfBirth: 'Date of birth',
    password: 'Password',
    confirmPassword: 'Confirm password',
  };
  for (const [field, label] of Object.entries(labels)) {
    const value = values[field as keyof typeof valid];
    if (value) await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
  if (values.country) {
    await screen.findByRole('option', { name: 'Sri Lanka' });
    await user.selectOptions(screen.getByLabelText('Country'), values.country);
  }
  const register = screen.getByRole('button', { name: 'Register' });
  if (presses === 1) await user.click(register);
  else for (let press = 0; press < presses; press += 1) register.click();
  return calls;
}

describe('Register Account', () => {
  it('keeps only digits and a leading + in the mobile field, with a phone keyboard', async () => {
    stubHttp(testConfig.apiBaseUrl, { [COUNTRIES]: () => countries });
    renderScreen(<RegisterScreen />);
    const mobile = screen.getByLabelText('Mobile');
    expect(mobile).toHaveAttribute('inputMode', 'tel');
    await userEvent.setup().type(mobile, '+94 77-abc 12+3');
    expect(mobile).toHaveValue('+9477123');
  });

  it('names every field as the spec does and links to sign-in', async () => {
    stubHttp(testConfig.apiBaseUrl, { [COUNTRIES]: () => countries });
    renderScreen(<RegisterScreen />);
    for (const name of ['firstName', 'lastName', 'email', 'country', 'mobile', 'dateOfBirth', 'password', 'confirmPassword']) {
      expect(document.querySelector(`[name="${name}"]`)).not.toBeNull();
    }
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(await screen.findByRole('option', { name: 'India' })).toBeInTheDocument();
  });

  it.each<[string, Partial<typeof valid> & { country?: string }, string]>([
    ['an empty field', { ...valid, country: '144', mobile: '' }, text.allFieldsRequired],
    ['no country', { ...valid }, text.allFieldsRequired],
    ['a malformed e-mail', { ...valid, country: '144', email: 'kamala@example' }, text.invalidEmail],
    ['a short password', { ...valid, country: '144', password: 'short', confirmPassword: 'short' }, text.passwordTooShort],
    ['different passwords', { ...valid, country: '144', confirmPassword: 'other-pass' }, text.passwordsDoNotMatch],
    [
      'a first name with a link',
      { ...valid, country: '144', firstName: 'Kamala http://evil.example' },
      'firstName must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.',
    ],
    ['an under-16 birth date', { ...valid, country: '144', dateOfBirth: `${new Date().getFullYear() - 15}-01-01` }, text.tooYoung],
  ])('refuses %s without calling the server', async (_case, values, message) => {
    const calls = await fillAndSubmit(values);
    expect(inAlert(message)).not.toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('registers without the confirmation, keeps e-mail and uuid, and goes to the code step', async () => {
    const calls = await fillAndSubmit({ ...valid, country: '144' });
    await waitFor(() => expect(location()).toBe('/get-started/otp'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      firstName: 'Kamala',
      lastName: 'Silva',
      email: 'kamala@example.com',
      country: 144,
      mobile: '0771234567',
      dateOfBirth: '1995-04-12',
      password: 'secret-pass',
    });
    expect(sessionStorage.getItem('user_email')).toBe('kamala@example.com');
    expect(sessionStorage.getItem('uuid')).toBe('new-uuid');
    expect(screen.getByText(text.success).closest('[role="status"]')).not.toBeNull();
  });

  it('sends one registration when Register is pressed twice in a row', async () => {
    // Both presses land before the first one's checks are done (they load the schema first).
    const calls = await fillAndSubmit({ ...valid, country: '144' }, {}, 2);
    await waitFor(() => expect(location()).toBe('/get-started/otp'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it.each<[string, StubAnswer, string]>([
    ['150005', refusal(409, '150005'), text.emailExists],
    ['another refusal', refusal(400, 'VALIDATION_FAILED'), text.failed],
    ['a false status', { status: 200, body: envelope(null, { status: false }) }, text.failed],
    ['a network error', 'network', text.network],
    ['too many attempts', refusal(429, 'RATE_LIMITED', tooManyAttempts), tooManyAttempts],
  ])('shows the message for %s', async (_case, answer, message) => {
    await fillAndSubmit({ ...valid, country: '144' }, { register: answer });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(inAlert(message)).not.toBeNull();
    expect(sessionStorage.getItem('uuid')).toBeNull();
  });

  it.each<[string, StubAnswer, string]>([
    ['a false status', { status: 200, body: envelope(null, { status: false }) }, messages.countryList.failed],
    ['an error answer', { status: 404, body: envelope(null, { status: false, error_code: 'NOT_FOUND' }) }, messages.countryList.failed],
    ['a network error', 'network', messages.countryList.error],
  ])('says when the country list fails with %s', async (_case, answer, message) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubHttp(testConfig.apiBaseUrl, { [COUNTRIES]: () => answer });
    renderScreen(<RegisterScreen />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(inAlert(message)).not.toBeNull();
    expect(screen.getByLabelText('Country')).toBeDisabled();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe("Register Account's country list", () => {
  const countryStatus = () => screen.getAllByRole('status').find((region) => region.textContent === messages.countryList.loading);

  it('says Loading countries... with the select disabled until the list arrives, then offers the countries', async () => {
    let answer: (value: StubAnswer) => void = () => undefined;
    const calls = stubHttp(testConfig.apiBaseUrl, { [COUNTRIES]: () => new Promise<StubAnswer>((resolve) => (answer = resolve)) });
    renderScreen(<RegisterScreen />);
    const select = screen.getByLabelText('Country');
    expect(select).toBeDisabled();
    expect(screen.getByRole('option', { name: messages.countryList.loading })).toBeInTheDocument();
    expect(countryStatus()).toBeDefined();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => answer(countries));
    expect(await screen.findByRole('option', { name: 'Sri Lanka' })).toBeInTheDocument();
    expect(select).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Choose your country' })).toBeInTheDocument();
    expect(countryStatus()).toBeUndefined();
  });

  it('offers a Retry when the list fails, which loads it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: StubAnswer = { status: 200, body: envelope(null, { status: false }) };
    const calls = stubHttp(testConfig.apiBaseUrl, { [COUNTRIES]: () => answer });
    const user = userEvent.setup();
    renderScreen(<RegisterScreen />);
    expect(await screen.findByText(messages.countryList.failed)).toBeInTheDocument();
    answer = countries;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'India' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toBeEnabled();
    expect(screen.queryByText(messages.countryList.failed)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/open/v1/country')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Country'), '356');
    expect(screen.getByLabelText('Country')).toHaveValue('356');
    log.mockRestore();
  });
});
