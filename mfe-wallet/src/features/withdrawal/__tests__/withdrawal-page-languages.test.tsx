/**
 * The withdrawal page in the players' languages (ADR 034): the banner, the levels and the
 * transactions in English, Sinhala and Tamil, LKR amounts, points and dates written as each
 * language writes them (thousands in every language; Sinhala dates even where the browser has none), switched without a reload or a remount.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Transaction } from 'shared';
import { datesLikeChromiumEachTest, describeInLanguages, envelope } from 'shared/testing';
import { dialog, page } from './languages-words';
import { profile, renderPage, signInBeforeEach, stub } from './withdrawal-page';

const paidRequest: Transaction = {
  title: 'Withdrawal to Bank of Ceylon',
  bankName: 'Bank of Ceylon',
  date: '2026-11-22T03:00:00Z',
  amount: 500000,
  status: 'paid',
  code: 'WD-CCCCCC',
  updatedAt: '2026-11-24T10:00:00Z',
  rejectionReason: null,
};
const rejectedRequest: Transaction = {
  ...paidRequest,
  status: 'rejected',
  code: 'WD-DDDDDD',
  rejectionReason: 'The account holder does not match.',
};

const rowOf = async (code: string) => (await screen.findByText(`#${code}`, { exact: false })).closest('li')!;

signInBeforeEach();
// Sinhala dates as a Chromium page shows them: its ICU has none of its own.
datesLikeChromiumEachTest();

describeInLanguages('the withdrawal page in %s', page, (language, words) => {
  it('shows the banner, the levels and an empty list in that language', async () => {
    act(() => setLanguage(language));
    stub();
    await act(async () => renderPage());
    expect(await screen.findByRole('heading', { name: words.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.withdraw })).toBeInTheDocument();
    const levels = screen.getByRole('region', { name: words.levels });
    const top = within(levels).getAllByRole('listitem')[2]!;
    expect(within(top).getByText(words.level3)).toBeInTheDocument();
    // The LKR amount and the points, grouped as the language writes them.
    expect(top).toHaveTextContent(`${words.level3}: ${words.topTier}`);
    expect(top).toHaveTextContent(words.topPromise);
    expect(within(screen.getByRole('region', { name: words.transactions })).getByText(words.none)).toBeInTheDocument();
  });

  it("shows a request's amount, status, the date of its last change and a rejection's reason in that language", async () => {
    act(() => setLanguage(language));
    stub({ transactions: { status: 200, body: envelope([paidRequest, rejectedRequest]) } });
    await act(async () => renderPage());
    const paid = await rowOf('WD-CCCCCC');
    expect(paid).toHaveTextContent(words.paidAmount);
    expect(within(paid).getByText(words.paidTitle)).toBeInTheDocument();
    expect(within(paid).getByText(words.paid)).toBeInTheDocument();
    expect(paid).toHaveTextContent(words.paidOn);
    // The date stays a <time> inside the translated line.
    expect(paid.querySelector('time[datetime="2026-11-24T10:00:00Z"]')).toHaveTextContent(words.paidDate);
    expect(await rowOf('WD-DDDDDD')).toHaveTextContent(words.reason);
  });
});

it("switches the page and the open dialog's words without remounting them or losing what was typed", async () => {
  stub({ profile: { status: 200, body: profile(1234567) } });
  const user = userEvent.setup();
  await act(async () => renderPage());
  const heading = await screen.findByRole('heading', { name: page.en.heading });
  await user.click(screen.getByRole('button', { name: page.en.withdraw }));
  await screen.findByRole('dialog', { name: dialog.en.receiverTitle });
  await user.type(screen.getByLabelText(dialog.en.receiverEmail), 'nimal@example.com');

  act(() => setLanguage('si'));
  expect(await screen.findByRole('dialog', { name: dialog.si.receiverTitle })).toBeInTheDocument();
  expect(screen.getByLabelText(dialog.si.receiverEmail)).toHaveValue('nimal@example.com');
  expect(heading).toHaveTextContent(page.si.heading);

  act(() => setLanguage('ta'));
  expect(await screen.findByRole('dialog', { name: dialog.ta.receiverTitle })).toBeInTheDocument();
  expect(screen.getByLabelText(dialog.ta.receiverEmail)).toHaveValue('nimal@example.com');
  // The same element, its words changed: nothing was mounted again.
  expect(screen.getByRole('heading', { name: page.ta.heading })).toBe(heading);
  expect(screen.getByRole('region', { name: page.ta.levels })).toHaveTextContent(page.ta.topTier);
});
