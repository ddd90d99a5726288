import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  digitsOnly,
  ErrorCode,
  errorCodeOf,
  Form,
  formProblem,
  FormMessages,
  messages,
  PasswordField,
  serverMessageOf,
  TextField,
  tokens,
  UnsuccessfulAnswer,
  useApi,
  useFormSubmit,
  useSession,
  useSharedMessages,
  type BankAccountOnFile,
  type WithdrawalReceipt,
} from 'shared';
import { identityMessages } from 'contract/identity-messages';
import { WITHDRAWAL_TIERS, type WithdrawalTier } from 'contract/money';
import { useProfile } from 'shared/queries';
import { useMessages } from './i18n';
import { saveBankDetails } from '../api/save-bank-details';
import { requestWithdrawal } from '../api/request-withdrawal';
import { BankCombobox } from './BankCombobox';
import { StepActions } from './StepActions';
import { keepsSavedAccount, redirectsSavedAccount, type BankForm, type Receiver } from './withdrawal-draft';

const text = messages.bankStep;

const Tiers = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend { margin-bottom: ${tokens.space.sm}; font-size: ${tokens.font.size.sm}; color: ${tokens.color.textMuted}; }
`;

const TierButton = styled.button<{ $selected: boolean }>`
  min-height: 56px;
  border-radius: ${tokens.radius.md};
  border: 2px solid ${({ $selected }) => ($selected ? tokens.color.primary : tokens.color.border)};
  background: ${({ $selected }) => ($selected ? tokens.color.surfaceRaised : 'transparent')};
  color: ${tokens.color.text};
  font: inherit;
  font-weight: ${tokens.font.weight.bold};
  cursor: pointer;
  &:disabled { opacity: 0.4; cursor: not-allowed; }
`;

/** What a failed submission shows: a text, or a message of shared's with its value, put in the page's language when shown. */
type Problem = string | { message: (ending: string) => string; value: string };

const loadBankDetailsForm = () => import('contract/schemas').then((schemas) => schemas.BankDetailsForm);

/** The balance as the latest profile read has it, or why there is none (spec §8 "Bank step"). */
function useBalance(): { balance: number | null; balanceProblem: string | null } {
  const { profile, error } = useProfile();
  if (error) return { balance: null, balanceProblem: error instanceof UnsuccessfulAnswer ? text.balanceUnavailable : text.balanceError };
  if (!profile) return { balance: null, balanceProblem: null };
  const coins: unknown = profile.actualUsableCoins;
  return typeof coins === 'number' && Number.isFinite(coins) ? { balance: coins, balanceProblem: null } : { balance: null, balanceProblem: text.balanceUnavailable };
}

/** Step 2: bank details and amount; saves the details, then requests the tier (spec §4, §5, §8 "Bank step"). */
export function BankStep({
  form,
  tier,
  savedAccount,
  receiver,
  idempotencyKey,
  onChange,
  onTierChange,
  onBack,
  onSubmitted,
}: {
  form: BankForm;
  tier: WithdrawalTier | null;
  /** The player's saved account (undefined while it loads): kept as it is, it needs no number typed. */
  savedAccount: BankAccountOnFile | null | undefined;
  receiver: Receiver;
  idempotencyKey: string;
  onChange: (form: BankForm) => void;
  onTierChange: (tier: WithdrawalTier) => void;
  onBack: () => void;
  onSubmitted: (receipt: WithdrawalReceipt) => void;
}) {
  const t = useMessages();
  const localize = useSharedMessages();
  const api = useApi();
  const { accessToken, claims } = useSession();
  const { balance, balanceProblem } = useBalance();
  const [error, setError] = useState<Problem | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Changing where payouts go asks for the password again (ADR 042); it lives only in this step, never in the draft.
  const [currentPassword, setCurrentPassword] = useState('');
  const [serverAskedPassword, setServerAskedPassword] = useState(false);
  const asksPassword = serverAskedPassword || redirectsSavedAccount(form, savedAccount);
  const formHandlers = useFormSubmit(submit, loadBankDetailsForm);

  const shownError = error === null || typeof error === 'string' ? (error ?? balanceProblem) : localize(error.message, error.value);
  const set = (field: keyof BankForm, value: string) => onChange({ ...form, [field]: value });

  /** Ends a submission: the failure replaces any progress text. */
  function fail(message: Problem) {
    setStatus(null);
    setError(message);
  }

  async function submit() {
    setStatus(null);
    // Busy from the press, like every form: the button is off while the form's schema still downloads.
    setBusy(true);
    try {
      // The saved account as it is needs no save; changed, its number must be typed again (it is never sent back).
      const keepSaved = keepsSavedAccount(form, savedAccount);
      if (!keepSaved && savedAccount && form.accountNumber === '') return fail({ message: text.retypeAccountNumber, value: savedAccount.accountNumberEnding });
      const problem = keepSaved ? null : await formProblem(loadBankDetailsForm, form, messages.bankStep.unexpected);
      if (problem) return fail(problem);
      if (tier === null) return fail(text.selectAmount);
      if (!keepSaved && asksPassword && currentPassword === '') return fail(text.passwordRequired);
      if (!accessToken || !claims) return fail(text.mustBeLoggedIn);
      setError(null);
      if (!keepSaved) {
        setStatus(messages.progress.saving);
        try {
          const saved = await saveBankDetails(api, accessToken, {
            uuid: claims.sub,
            bankName: form.bankName,
            accountNumber: form.accountNumber,
            accountHolderName: form.accountHolderName.trim(),
            branchName: form.branch.trim(),
            ...(asksPassword ? { currentPassword } : {}),
          });
          if (!saved.status) return fail(saved.message || text.saveFailed);
        } catch (failure) {
          const code = errorCodeOf(failure);
          // A number that ends alike but is another one: the server asks, and the field appears.
          if (code === ErrorCode.PASSWORD_REQUIRED) setServerAskedPassword(true);
          if (code === ErrorCode.WRONG_PASSWORD) setCurrentPassword('');
          return fail(serverMessageOf(failure) ?? text.saveFailed);
        }
        setStatus(text.saved);
      } else {
        setStatus(messages.progress.sending);
      }
      const answer = await requestWithdrawal(api, accessToken, { uuid: claims.sub, selectedTierAmount: tier, ...receiver }, idempotencyKey);
      if (!answer.status) return fail(answer.error_code === ErrorCode.IDENTITY_NOT_VERIFIED ? answer.message || identityMessages.verificationRequired : text.amountFailed);
      setStatus(text.amountSent);
      onSubmitted(answer.content);
    } catch (failure) {
      // Identity verification comes first (ADR 031): the server's words say what to do, not a generic failure.
      if (errorCodeOf(failure) === ErrorCode.IDENTITY_NOT_VERIFIED) return fail(serverMessageOf(failure) ?? identityMessages.verificationRequired);
      fail(serverMessageOf(failure) ? text.amountFailed : text.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form noValidate {...formHandlers}>
      <BankCombobox value={form.bankName} onChange={(bankName) => set('bankName', bankName)} />
      <TextField
        name="accountNumber"
        label={t('bank.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={savedAccount ? `•••• ${savedAccount.accountNumberEnding}` : undefined}
        hint={savedAccount ? localize(text.savedAccountHint, savedAccount.accountNumberEnding) : null}
        value={form.accountNumber}
        onChange={(event) => set('accountNumber', digitsOnly(event.target.value))}
      />
      <TextField name="accountHolderName" label={t('bank.accountHolderName')} autoComplete="name" value={form.accountHolderName} onChange={(event) => set('accountHolderName', event.target.value)} />
      <TextField name="branch" label={t('bank.branch')} autoComplete="off" value={form.branch} onChange={(event) => set('branch', event.target.value)} />
      {asksPassword ? (
        <PasswordField
          name="currentPassword"
          label={t('bank.currentPassword')}
          hint={t('bank.currentPasswordHint')}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      ) : null}
      <Tiers>
        <legend>{balance !== null ? t('bank.amountWithBalance', { balance }) : t('bank.amount')}</legend>
        {WITHDRAWAL_TIERS.map((amount) => (
          <TierButton
            key={amount}
            type="button"
            $selected={tier === amount}
            aria-pressed={tier === amount}
            disabled={balance === null || balance < amount}
            onClick={() => onTierChange(amount)}
          >
            {t('lkr', { amount })}
          </TierButton>
        ))}
      </Tiers>
      <FormMessages error={shownError} status={status} />
      <StepActions>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('step.back')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('step.submit')}
        </Button>
      </StepActions>
    </Form>
  );
}
