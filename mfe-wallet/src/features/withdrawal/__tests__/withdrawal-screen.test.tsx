import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import * as messages from 'contract/messages';
import { envelope, fakeJwt, focusLikeChromiumEachTest, renderScreen, stubHttp, testConfig, type StubAnswer } from 'shared/testing';
import WithdrawalPage from '../../../app/WithdrawalPage';
import { withdrawalGateProblem } from '../withdrawal-gate';
import {
  type Answers,
  atBankStep,
  atFilledBankStep,
  atReceiverStep,
  bankText,
  fillReceiver,
  gate,
  identityState,
  inAlert,
  location,
  openModal,
  pickTier,
  profile,
  renderPage,
  signInBeforeEach,
  stub,
  token,
  typeReceiver,
} from './withdrawal-page';

signInBeforeEach();

describe('withdrawal page', () => {
  it('sends a visitor without a token to sign-in', async () => {
    sessionStorage.clear();
    stub();
    renderPage();
    await waitFor(() => expect(location()).toBe('/signin'));
  });

  it('sends a player whose health check fails to sign-in', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stub({ health: { status: 401, body: envelope(null, { status: false, error_code: 'UNAUTHORIZED' }) } });
    renderPage();
    await waitFor(() => expect(location()).toBe('/signin'));
    log.mockRestore();
  });

  it.each<[string, StubAnswer]>([
    ['no answer', 'network'],
    ['a 503', { status: 503, body: envelope(null, { status: false, error_code: 'SERVICE_UNAVAILABLE' }) }],
  ])(
    'keeps a player whose health check got %s on the page, says so, and checks again on Retry',
    async (_case, outage) => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const answers: Answers = { health: outage };
      stub(answers);
      renderPage();
      const alert = await screen.findByText(messages.registration.network, undefined, { timeout: 8000 });
      expect(alert.closest('[role="alert"]')).not.toBeNull();
      expect(location()).toBe('/withdrawal');
      answers.health = { status: 200, body: envelope(null) };
      await userEvent.setup().click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
      await waitFor(() => expect(screen.queryByText(messages.registration.network)).not.toBeInTheDocument());
      expect(location()).toBe('/withdrawal');
      log.mockRestore();
    },
    15_000,
  );

  it("checks again on each opening: an earlier opening's failure does not send the player away", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let healthy = false;
    stubHttp(testConfig.apiBaseUrl, {
      'GET /api/health': () =>
        healthy
          ? { status: 200, body: envelope(null) }
          : // Refused for the e-mail, not the token (a 401 ends the tab's session: shared's client forgets the token).
            { status: 200, body: envelope(null, { status: false, error_code: '140004' }) },
      'GET /api/external/v1/transactions': () => ({ status: 200, body: envelope([]) }),
      'GET /api/external/v1/identity-verification': () => ({ status: 200, body: identityState('verified') }),
    });
    const user = userEvent.setup();
    renderScreen(
      <Routes>
        <Route path="/withdrawal" element={<WithdrawalPage />} />
        <Route path="/signin" element={<Link to="/withdrawal">back</Link>} />
      </Routes>,
      { route: '/withdrawal' },
    );
    await waitFor(() => expect(location()).toBe('/signin'));
    healthy = true;
    await user.click(screen.getByRole('link', { name: 'back' }));
    expect(await screen.findByText('No transactions available.')).toBeInTheDocument();
    expect(location()).toBe('/withdrawal');
    log.mockRestore();
  });

  it('shows the banner, the empty transactions text and the three levels', async () => {
    stub();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Win & Earn' })).toBeInTheDocument();
    expect(await screen.findByText('No transactions available.')).toBeInTheDocument();
    const levels = screen.getByRole('region', { name: 'Transactions Levels' });
    expect(levels).toHaveTextContent('LKR 5,000');
    expect(levels).toHaveTextContent('LKR 500,000');
    expect(levels).toHaveTextContent('LKR 1,000,000');
    expect(levels).toHaveTextContent('Faster processing and zero fees at 1,000,000 points.');
  });

  it('says the transactions failed, with a Retry, instead of claiming there are none', async () => {
    sessionStorage.setItem('access_token', token);
    const answers: Answers = { transactions: { status: 404, body: envelope(null, { status: false }) } };
    stub(answers);
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Transactions' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
    expect(within(panel).queryByText('No transactions available.')).toBeNull();
    answers.transactions = { status: 200, body: envelope([]) };
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('No transactions available.')).toBeInTheDocument();
  });

  it.each<[string, StubAnswer, string]>([
    ['a balance that is not a number', { status: 200, body: profile('lots') }, gate.balanceUnavailable],
    ['fewer than 5,000 coins', { status: 200, body: profile(4999) }, gate.notEnoughCoins],
    ['a failing profile call', 'network', gate.somethingWrong],
  ])('the gate keeps the dialog closed with %s', async (_case, profileAnswer, message) => {
    stub({ profile: profileAnswer });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Want to withdraw your prize?' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(inAlert(message)).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['no token', null, gate.signIn],
    ['a token without a subject', fakeJwt({ given_name: 'x' }), gate.invalidToken],
    ['an undecodable token', 'garbage', gate.invalidToken],
  ])('the gate refuses %s before reading the balance', async (_case, stored, message) => {
    const readProfile = jest.fn();
    expect(await withdrawalGateProblem(stored, readProfile)).toBe(message);
    expect(readProfile).not.toHaveBeenCalled();
  });
});

/** At the filled bank step with `typed` in the Bank field instead, then a tier picked (which leaves the field). */
async function withBankTyped(typed: string) {
  const at = await atFilledBankStep();
  const bank = screen.getByRole('combobox', { name: 'Bank' });
  await at.user.clear(bank);
  await at.user.type(bank, typed);
  await pickTier(at.user);
  return { ...at, bank };
}

describe('withdrawal modal', () => {
  it('needs every receiver field and a valid e-mail; the phone keeps digits only', async () => {
    const { user } = await atReceiverStep();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(inAlert(messages.registration.allFieldsRequired)).not.toBeNull();
    await user.type(screen.getByLabelText('Receiver phone'), 'a1b2-3');
    expect(screen.getByLabelText('Receiver phone')).toHaveValue('123');
  });

  it("refuses a receiver name that is not a name, in the API's words, and stays on step 1", async () => {
    const { user } = await atReceiverStep();
    await typeReceiver(user, 'Nimal http://evil.example');
    expect(
      inAlert('receiverName must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.'),
    ).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Withdrawal Process' })).toBeInTheDocument();
  });

  it('refuses an account holder name that is not a name before saving anything', async () => {
    const { calls, user } = await atFilledBankStep();
    await user.clear(screen.getByLabelText('Account holder name'));
    await user.type(screen.getByLabelText('Account holder name'), 'Nimal <b>Perera</b>');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      inAlert('accountHolderName must start with a letter and contain only letters, spaces, hyphens, apostrophes and dots.'),
    ).not.toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('settles a bank typed in another case, spaces around it, on its listed name when the field is left, and saves that', async () => {
    const { calls, user, bank } = await withBankTyped('  sampath bank ');
    expect(bank).toHaveValue('Sampath Bank');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(bankText.amountSent)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/external/v1/save-bank-details')?.body).toMatchObject({ bankName: 'Sampath Bank' });
  });

  it('refuses a bank that is not on the list before saving anything', async () => {
    const { calls, user, bank } = await withBankTyped('Bank of Narnia');
    expect(bank).toHaveValue('Bank of Narnia');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(inAlert('Please choose a bank from the list.')).not.toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('enables only the tiers the balance covers', async () => {
    await atBankStep();
    await waitFor(() => expect(screen.getByRole('button', { name: 'LKR 5,000' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'LKR 500,000' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'LKR 1,000,000' })).toBeDisabled();
  });

  it('asks for an amount before submitting', async () => {
    const { calls, user } = await atFilledBankStep();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(inAlert(bankText.selectAmount)).not.toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('saves the bank, requests the tier with an Idempotency-Key and the receiver, and shows step 3 after 600 ms', async () => {
    const { calls, user } = await atFilledBankStep();
    await pickTier(user);
    jest.useFakeTimers();
    try {
      await act(async () => {
        screen.getByRole('button', { name: 'Submit' }).click();
      });
      await act(async () => undefined);
      expect(screen.getByText(bankText.amountSent)).toBeInTheDocument();
      expect(screen.queryByText('Request Submitted Successfully')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(600));
      expect(screen.getByRole('dialog', { name: 'Withdrawal Requested' })).toHaveTextContent('#WD-7K3M9Q');
    } finally {
      jest.useRealTimers();
    }
    expect(screen.getByText('Request Submitted Successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdrawal pending' })).toBeDisabled();
    expect(screen.getByText('Thank you for your patience')).toBeInTheDocument();
    expect(screen.getByText('Your amount will be credited within 24 hours')).toBeInTheDocument();

    const save = calls.find((call) => call.url === '/api/external/v1/save-bank-details');
    expect(save?.body).toEqual({
      uuid: 'player-uuid',
      bankName: 'Bank of Ceylon',
      accountNumber: '0012345678',
      accountHolderName: 'Nimal Perera',
      branchName: 'Kandy',
    });
    const withdraw = calls.find((call) => call.url === '/api/external/v1/get-user-withdrawl');
    expect(withdraw?.body).toEqual({
      uuid: 'player-uuid',
      selectedTierAmount: 5000,
      receiverName: 'Nimal Perera',
      receiverEmail: 'nimal@example.com',
      receiverPhone: '94771234567',
      receiverCountry: 'Sri Lanka',
    });
    expect(withdraw?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('promises 24 hours only to a verified player: one whose identity is under review is told the payout waits for it', async () => {
    const { user } = await atFilledBankStep({ identity: { status: 200, body: identityState('under_review') } });
    // The identity panel on the same page says so too.
    expect(await screen.findByText(/it is paid once your identity is verified/)).toBeInTheDocument();
    await pickTier(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const success = await screen.findByRole('dialog', { name: 'Withdrawal Requested' }, { timeout: 3000 });
    expect(
      within(success).getByText('Your amount will be paid once your identity is verified. We will e-mail you when it is paid.'),
    ).toBeInTheDocument();
    expect(within(success).queryByText(/within 24 hours/)).not.toBeInTheDocument();
  });

  it('reads the balance, the requests and the saved account again once the request is made', async () => {
    const { calls, user } = await atFilledBankStep();
    await pickTier(user);
    const changed = ['/api/external/v1/profile', '/api/external/v1/transactions', '/api/external/v1/bank-details'];
    const reads = () => changed.map((path) => calls.filter((call) => call.method === 'GET' && call.url.split('?')[0] === path).length);
    const before = reads();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(bankText.amountSent)).toBeInTheDocument();
    await waitFor(() => expect(reads()).toEqual(before.map((count) => count + 1)));
  }, 15_000);

  it.each<[string, Answers, string]>([
    [
      'a refused bank save with the server message',
      { save: { status: 400, body: envelope(null, { status: false, message: 'accountNumber must be 6 to 20 digits.' }) } },
      'accountNumber must be 6 to 20 digits.',
    ],
    ['a bank save without a message', { save: 'network' }, bankText.saveFailed],
    [
      'a refused amount',
      { withdraw: { status: 409, body: envelope(null, { status: false, error_code: 'INSUFFICIENT_COINS', message: 'x' }) } },
      bankText.amountFailed,
    ],
    [
      "a request refused until the identity is verified, in the server's words",
      {
        withdraw: {
          status: 409,
          body: envelope(null, {
            status: false,
            error_code: 'IDENTITY_NOT_VERIFIED',
            message: 'Please verify your identity before requesting a withdrawal.',
          }),
        },
      },
      'Please verify your identity before requesting a withdrawal.',
    ],
    ['an unexpected failure', { withdraw: 'network' }, bankText.unexpected],
  ])('shows the message for %s', async (_case, answers, message) => {
    const { user } = await atFilledBankStep(answers);
    await pickTier(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(inAlert(message)).not.toBeNull();
  });

  it.each<[string, StubAnswer, string]>([
    ['a false status', { status: 200, body: profile('x') }, bankText.balanceUnavailable],
    ['a failing call', 'network', bankText.balanceError],
  ])('says when the balance cannot be fetched in step 2 (%s)', async (_case, answer, message) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let first = true;
    stubHttp(testConfig.apiBaseUrl, {
      'GET /api/health': () => ({ status: 200, body: envelope(null) }),
      'GET /api/external/v1/transactions': () => ({ status: 200, body: envelope([]) }),
      'GET /api/open/v1/country': () => ({ status: 200, body: envelope({ data: [{ id: 144, name: 'Sri Lanka', code: 'LK' }] }) }),
      'GET /api/external/v1/identity-verification': () => ({ status: 200, body: identityState('verified') }),
      'GET /api/external/v1/bank-details': () => ({ status: 200, body: envelope(null) }),
      // The gate's read succeeds; the bank step's read fails.
      'GET /api/external/v1/profile': () => (first ? ((first = false), { status: 200, body: profile(12000) }) : answer),
    });
    const user = userEvent.setup();
    renderPage();
    await openModal(user);
    await fillReceiver(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    log.mockRestore();
  });

  describe('focus (the opening button is busy while it checks: Chromium takes focus from it)', () => {
    focusLikeChromiumEachTest();

    it("moves into the dialog, to the next step's first control, and back to the opening button on Escape and on Close", async () => {
      stub();
      const user = userEvent.setup();
      renderPage();
      const withdraw = await screen.findByRole('button', { name: 'Want to withdraw your prize?' });
      const dialog = await openModal(user);
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await fillReceiver(user);
      await waitFor(() => expect(screen.getByLabelText('Bank')).toHaveFocus());
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(withdraw).toHaveFocus();

      await openModal(user);
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(withdraw).toHaveFocus();
    });
  });

  it('returns to step 1 when closed and reopened', async () => {
    const { user } = await atBankStep();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await openModal(user)).toBeInTheDocument();
  });
});
