import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { envelope, renderScreen, stubHttp, testConfig } from 'shared/testing';
import RegisterScreen from '../../features/register/RegisterScreen';
import VerifyEmailScreen from '../../features/verify-email/VerifyEmailScreen';

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => sessionStorage.clear());

it('takes a player from the code screen back to Register Account to correct the address, with what they typed but the passwords', async () => {
  const calls = stubHttp(testConfig.apiBaseUrl, {
    'GET /api/open/v1/country': () => ({ status: 200, body: envelope({ data: [{ id: 144, name: 'Sri Lanka', code: 'LK' }] }) }),
    'POST /api/open/v1/user/register': () => ({ status: 200, body: envelope({ uuid: 'new-uuid' }) }),
  });
  const user = userEvent.setup();
  renderScreen(
    <Routes>
      <Route path="/get-started/" element={<RegisterScreen />} />
      <Route path="/get-started/otp" element={<VerifyEmailScreen />} />
    </Routes>,
    { route: '/get-started/' },
  );
  const typed = {
    'First name': 'Kamala',
    'Last name': 'Silva',
    Email: 'kamala@exmaple.com',
    Mobile: '0771234567',
    'Date of birth': '1995-04-12',
  };
  for (const [label, value] of Object.entries(typed)) await user.type(screen.getByLabelText(label, { exact: true }), value);
  await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
  await user.type(screen.getByLabelText('Confirm password', { exact: true }), 'secret-pass');
  await screen.findByRole('option', { name: 'Sri Lanka' });
  await user.selectOptions(screen.getByLabelText('Country'), 'Sri Lanka');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(location()).toBe('/get-started/otp'));
  expect(screen.getByText('Enter the 4-digit code we sent to *****la@exmaple.com.')).toBeInTheDocument();

  // The reset flow's words and component: 'Wrong address? Start again'.
  expect(screen.getByText('Wrong address?')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Start again' }));
  await waitFor(() => expect(location()).toBe('/get-started/'));
  for (const [label, value] of Object.entries(typed)) expect(screen.getByLabelText(label, { exact: true })).toHaveValue(value);
  expect(screen.getByLabelText('Country')).toHaveValue('144');
  expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('');
  expect(screen.getByLabelText('Confirm password', { exact: true })).toHaveValue('');

  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'kamala@example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'secret-pass');
  await user.type(screen.getByLabelText('Confirm password', { exact: true }), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(location()).toBe('/get-started/otp'));
  expect(screen.getByText('Enter the 4-digit code we sent to *****la@example.com.')).toBeInTheDocument();
  expect(calls.filter((call) => call.url === '/api/open/v1/user/register').map((call) => (call.body as { email: string }).email)).toEqual([
    'kamala@exmaple.com',
    'kamala@example.com',
  ]);
});
