/** A closing account (ADR 059): every signed-in page says the day it closes, with one button to keep it. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeJwt, stubHttp, testConfig } from 'shared/testing';
import { closureAnswer, notClosing, profileAnswer, renderChromeTab } from './signed-in-chrome';

const token = fakeJwt({ sub: 'player-uuid', given_name: 'Nimal' });

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('access_token', token);
});

it('shows the closing day above the page and keeps the account with one press', async () => {
  let closesAt: string | null = '2026-12-13T04:30:00Z';
  const calls = stubHttp(testConfig.apiBaseUrl, {
    'GET /api/external/v1/profile': () => ({ status: 200, body: profileAnswer() }),
    'GET /api/external/v1/account/closure': () => closureAnswer(closesAt),
    'POST /api/external/v1/account/closure/keep': () => {
      closesAt = null;
      return closureAnswer(null);
    },
  });
  await act(async () => renderChromeTab(<p>the games</p>));
  expect(await screen.findByText('Your account closes on 13 Dec 2026. Until then you can still keep it.')).toBeInTheDocument();
  expect(screen.getByText('the games')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Keep my account' }));
  await waitFor(() => expect(screen.queryByTestId('closing-notice')).not.toBeInTheDocument());
  expect(calls.find((call) => call.url.endsWith('/closure/keep'))?.body).toEqual({ uuid: 'player-uuid' });
});

it('shows nothing while the account is not closing', async () => {
  stubHttp(testConfig.apiBaseUrl, {
    ...notClosing,
    'GET /api/external/v1/profile': () => ({ status: 200, body: profileAnswer() }),
  });
  await act(async () => renderChromeTab(<p>the games</p>));
  expect(await screen.findByText('the games')).toBeInTheDocument();
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByTestId('closing-notice')).not.toBeInTheDocument();
});
