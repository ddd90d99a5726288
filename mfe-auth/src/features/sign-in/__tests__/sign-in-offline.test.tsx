/**
 * The sign-in's calls load on intent (sign-in-flow.ts). When they cannot be downloaded (the network
 * dropped), the form still checks itself and a press says the service is unavailable, sending nothing.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as messages from 'contract/messages';
import { renderScreen, stubHttp, testConfig } from 'shared/testing';
import SignInScreen from '../SignInScreen';

jest.mock('../api/sign-in-flow', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('checks an empty form at once, and says the service is unavailable when the calls cannot be downloaded', async () => {
  const identityCalls = stubHttp(testConfig.identity.baseUrl, {});
  const user = userEvent.setup();
  renderScreen(<SignInScreen />, { route: '/signin', path: '/signin' });

  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText(messages.signIn.allFieldsRequired)).toBeInTheDocument();

  await user.type(screen.getByLabelText('Email'), 'player@example.com');
  await user.type(screen.getByLabelText('Password'), 'player-pass');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText(messages.signIn.unavailable)).toBeInTheDocument();
  expect(identityCalls).toHaveLength(0);
});
