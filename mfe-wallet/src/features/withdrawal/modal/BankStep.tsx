import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  digitsOnly,
  Form,
  formProblem,
  FormMessages,
  messages,
  serverMessageOf,
  TextField,
  tokens,
  UnsuccessfulAnswer,
  useApi,
  useFormSubmit,
  useSession,
  type WithdrawalReceipt,
} from 'shared';
import { formatLkr, formatNumber, WITHDRAWAL_TIERS, type WithdrawalTier } from 'shared/money';
import { useProfile } from 'shared/queries';
import { saveBankDetails } from '../api/save-bank-details';
import { requestWithdrawal } from '../api/request-withdrawal';
import { BankCombobox } from './BankCombobox';
import type { Receiver } from './ReceiverStep';

const text = messages.bankStep;

export interface BankForm {
  bankName: string;
  accountNumber: string;
  accountHolderName: string;
  branch: string;
}

export const emptyBankForm: BankForm = { bankName: '', accountNumber: '', accountHolderName: '', branch: '' };

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

const loadBankDetailsForm = () => import('shared/schemas').then((schemas) => schemas.BankDetailsForm);

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
  receiver,
  idempotencyKey,
  onChange,
  onSubmitted,
}: {
  form: BankForm;
  receiver: Receiver;
  idempotencyKey: string;
  onChange: (form: BankForm) => void;
  onSubmitted: (receipt: WithdrawalReceipt) => void;
}) {
  const api = useApi();
  const { accessToken, claims } = useSession();
  const { balance, balanceProblem } = useBalance();
  const [tier, setTier] = useState<WithdrawalTier | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = useFormSubmit(submit);

  const set = (field: keyof BankForm, value: string) => onChange({ ...form, [field]: value });

  async function submit() {
    setStatus(null);
    const problem = await formProblem(loadBankDetailsForm, form, messages.bankStep.unexpected);
    if (problem) return setError(problem);
    if (tier === null) return setError(text.selectAmount);
    if (!accessToken || !claims) return setError(text.mustBeLoggedIn);
    setError(null);
    setBusy(true);
    try {
      try {
        const saved = await saveBankDetails(api, accessToken, {
          uuid: claims.sub,
          bankName: form.bankName,
          accountNumber: form.accountNumber,
          accountHolderName: form.accountHolderName.trim(),
          branchName: form.branch.trim(),
        });
        if (!saved.status) return setError(saved.message || text.saveFailed);
      } catch (failure) {
        return setError(serverMessageOf(failure) ?? text.saveFailed);
      }
      setStatus(text.saved);
      const answer = await requestWithdrawal(api, accessToken, { uuid: claims.sub, selectedTierAmount: tier, ...receiver }, idempotencyKey);
      if (!answer.status) return setError(text.amountFailed);
      setStatus(text.amountSent);
      onSubmitted(answer.content);
    } catch (failure) {
      setError(serverMessageOf(failure) ? text.amountFailed : text.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form noValidate onSubmit={onSubmit}>
      <BankCombobox value={form.bankName} onChange={(bankName) => set('bankName', bankName)} />
      <TextField
        name="accountNumber"
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        value={form.accountNumber}
        onChange={(event) => set('accountNumber', digitsOnly(event.target.value))}
      />
      <TextField name="accountHolderName" label="Account holder name" autoComplete="name" value={form.accountHolderName} onChange={(event) => set('accountHolderName', event.target.value)} />
      <TextField name="branch" label="Branch" autoComplete="off" value={form.branch} onChange={(event) => set('branch', event.target.value)} />
      <Tiers>
        <legend>Amount{balance !== null ? ` (your balance: ${formatNumber(balance)} coins)` : ''}</legend>
        {WITHDRAWAL_TIERS.map((amount) => (
          <TierButton
            key={amount}
            type="button"
            $selected={tier === amount}
            aria-pressed={tier === amount}
            disabled={balance === null || balance < amount}
            onClick={() => setTier(amount)}
          >
            {formatLkr(amount)}
          </TierButton>
        ))}
      </Tiers>
      <FormMessages error={error ?? balanceProblem} status={status} />
      <Button type="submit" busy={busy}>
        Submit
      </Button>
    </Form>
  );
}
