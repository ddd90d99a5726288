/**
 * The withdrawal dialog in the players' languages (ADR 034): its three steps, the bank combobox and
 * the step actions in English, Sinhala and Tamil, the balance and the tiers in each language's
 * grouping (thousands in every language, never lakhs), and shared's messages about a saved account in the page's language.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, type Language } from 'shared';
import { describeInLanguages } from 'shared/testing';
import { dialog, page } from './languages-words';
import { profile, renderPage, signInBeforeEach, stub, type Answers, savedAccount } from './withdrawal-page';

/** The page in `language`, the dialog opened and its receiver step filled in (name and e-mail from the profile). */
async function atBankStep(language: Language, answers: Answers) {
  act(() => setLanguage(language));
  stub({ profile: { status: 200, body: profile(1234567, { email: 'nimal@example.com' }) }, ...answers });
  const user = userEvent.setup();
  const words = dialog[language];
  await act(async () => renderPage());
  await user.click(await screen.findByRole('button', { name: page[language].withdraw }));
  await screen.findByRole('dialog', { name: words.receiverTitle });
  await waitFor(() => expect(screen.getByLabelText(words.receiverName)).toHaveValue('Nimal Perera'));
  expect(screen.getByLabelText(words.receiverEmail)).toHaveValue('nimal@example.com');
  await user.type(screen.getByLabelText(words.receiverPhone), '+94 77-123 4567');
  await screen.findByRole('option', { name: words.sriLanka });
  await user.selectOptions(screen.getByLabelText(words.receiverCountry), words.sriLanka);
  expect(screen.getByLabelText(words.receiverCountry)).toHaveValue('Sri Lanka');
  await user.click(screen.getByRole('button', { name: words.next }));
  return { user, bankStep: await screen.findByRole('dialog', { name: words.bankTitle }) };
}

signInBeforeEach();
jest.setTimeout(20_000);

describeInLanguages('the withdrawal dialog in %s', dialog, (language, words) => {
  it('takes the player through its three steps in that language, the balance and tiers in its grouping', async () => {
    const { user, bankStep } = await atBankStep(language, {});
    const bank = within(bankStep).getByRole('combobox', { name: words.bank });
    expect(bank.getAttribute('placeholder')).toMatch(words.bankPlaceholder);
    await user.type(bank, 'Zzz');
    expect(await within(bankStep).findAllByText(words.noMatch)).not.toHaveLength(0);
    await user.clear(bank);
    await user.type(bank, 'Bank of Ceylon');
    await user.type(screen.getByLabelText(words.accountNumber), '0012345678');
    await user.type(screen.getByLabelText(words.accountHolderName), 'Nimal Perera');
    await user.type(screen.getByLabelText(words.branch), 'Kandy');
    expect(await within(bankStep).findByRole('group', { name: words.amount })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: words.tier })).toBeEnabled());
    expect(screen.getByRole('button', { name: words.back })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: words.tier }));
    await user.click(screen.getByRole('button', { name: words.submit }));

    const success = await screen.findByRole('dialog', { name: words.successTitle }, { timeout: 3000 });
    expect(within(success).getByRole('heading', { name: words.successHeading })).toBeInTheDocument();
    expect(within(success).getByText('#WD-7K3M9Q').tagName).toBe('STRONG');
    expect(success).toHaveTextContent(words.submitted);
    expect(within(success).getByRole('button', { name: words.pending })).toBeDisabled();
  });

  it("says a saved account's hint, and why a changed one needs its number, in that language", async () => {
    const { user } = await atBankStep(language, { bankDetails: { status: 200, body: savedAccount } });
    await waitFor(() => expect(screen.getByLabelText(words.branch)).toHaveValue('Kandy'));
    expect(screen.getByLabelText(words.accountNumber)).toHaveAccessibleDescription(words.savedHint);
    await user.type(screen.getByLabelText(words.branch), ' City');
    await waitFor(() => expect(screen.getByRole('button', { name: words.tier })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: words.tier }));
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByText(words.retype)).toHaveAttribute('role', 'alert');
  });
});

it("puts a refusal already shown into the language switched to, with the saved account's ending", async () => {
  const { user } = await atBankStep('en', { bankDetails: { status: 200, body: savedAccount } });
  await waitFor(() => expect(screen.getByLabelText(dialog.en.branch)).toHaveValue('Kandy'));
  await user.type(screen.getByLabelText(dialog.en.branch), ' City');
  await waitFor(() => expect(screen.getByRole('button', { name: dialog.en.tier })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: dialog.en.tier }));
  await user.click(screen.getByRole('button', { name: dialog.en.submit }));
  const alert = (await screen.findByText(dialog.en.retype)).closest('[role="alert"]')!;
  act(() => setLanguage('ta'));
  await waitFor(() => expect(alert).toHaveTextContent(dialog.ta.retype));
  expect(screen.getByRole('group', { name: dialog.ta.amount })).toBeInTheDocument();
  expect(screen.getByLabelText(dialog.ta.branch)).toHaveValue('Kandy City');
});
