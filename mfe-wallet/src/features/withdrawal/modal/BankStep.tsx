import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  digitsOnly,
  Form,
  FormMessages,
  PasswordField,
  TextField,
  tokens,
  UnsuccessfulAnswer,
  useFormSubmit,
  useSharedMessages,
  type BankAccountOnFile,
  type WithdrawalReceipt,
} from 'shared';
import * as messages from 'contract/messages';
import { WITHDRAWAL_TIERS, type WithdrawalTier } from 'contract/money';
import { useProfile } from 'shared/queries';
import { useMessages } from './i18n';
import { loadBankDetailsForm, useRequestWithdrawal } from '../api/request-withdrawal';
import { BankCombobox } from './BankCombobox';
import { StepActions } from './StepActions';
import { bindFields } from './bind-fields';
import { redirectsSavedAccount, type BankForm, type Receiver } from './withdrawal-draft';

const text = messages.bankStep;

const Tiers = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${tokens.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${tokens.space.sm};
    font-size: ${tokens.font.size.sm};
    color: ${tokens.color.textMuted};
  }
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
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

/** The balance as the latest profile read has it, or why there is none (spec §8 "Bank step"). */
function useBalance(): { balance: number | null; balanceProblem: string | null } {
  const { profile, error } = useProfile();
  if (error) return { balance: null, balanceProblem: error instanceof UnsuccessfulAnswer ? text.balanceUnavailable : text.balanceError };
  if (!profile) return { balance: null, balanceProblem: null };
  const coins: unknown = profile.actualUsableCoins;
  return typeof coins === 'number' && Number.isFinite(coins)
    ? { balance: coins, balanceProblem: null }
    : { balance: null, balanceProblem: text.balanceUnavailable };
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
  const { balance, balanceProblem } = useBalance();
  // Changing where payouts go asks for the password again (ADR 042); it lives only in this step, never in the draft.
  const [currentPassword, setCurrentPassword] = useState('');
  const [serverAskedPassword, setServerAskedPassword] = useState(false);
  // Said once the request is made, until the next step shows.
  const [requested, setRequested] = useState(false);
  const request = useRequestWithdrawal({
    passwordAsked: () => setServerAskedPassword(true),
    passwordWrong: () => setCurrentPassword(''),
    requested: (receipt) => {
      setRequested(true);
      onSubmitted(receipt);
    },
  });
  const asksPassword = serverAskedPassword || redirectsSavedAccount(form, savedAccount);
  const formHandlers = useFormSubmit(async () => {
    await request.run({ form, tier, savedAccount, receiver, idempotencyKey, asksPassword, currentPassword });
  }, loadBankDetailsForm);
  const field = bindFields(form, onChange);

  return (
    <Form noValidate {...formHandlers}>
      <BankCombobox value={form.bankName} onChange={(bankName) => onChange({ ...form, bankName })} />
      <TextField
        label={t('bank.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={savedAccount ? `•••• ${savedAccount.accountNumberEnding}` : undefined}
        hint={savedAccount ? localize(text.savedAccountHint, savedAccount.accountNumberEnding) : null}
        {...field('accountNumber', digitsOnly)}
      />
      <TextField label={t('bank.accountHolderName')} autoComplete="name" {...field('accountHolderName')} />
      <TextField label={t('bank.branch')} autoComplete="off" {...field('branch')} />
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
      <FormMessages error={request.error ?? balanceProblem} status={request.status ?? (requested ? text.amountSent : null)} />
      <StepActions>
        <Button variant="secondary" onClick={onBack} disabled={request.busy}>
          {t('step.back')}
        </Button>
        <Button type="submit" busy={request.busy}>
          {t('step.submit')}
        </Button>
      </StepActions>
    </Form>
  );
}
