import { useEffect, useRef, useState, type RefObject } from 'react';
import type { WithdrawalReceipt } from 'shared';
import type { IdentityStatus } from 'contract/identity-messages';
import { useProfile } from 'shared/queries';
import { useMessages } from './i18n';
import { useBankAccountOnFile } from '../api/get-bank-details';
import { BankStep } from './BankStep';
import { Modal } from 'shared/dialog';
import { ReceiverStep } from './ReceiverStep';
import { SuccessStep } from './SuccessStep';
import { newDraft, prefillBank, prefillReceiver, type WithdrawalDraft } from './withdrawal-draft';

/** Spec §9: step 3 follows a successful request after 600 ms; closing step 3 reloads after 300 ms. */
const SUCCESS_STEP_DELAY_MS = 600;
const RELOAD_DELAY_MS = 300;

const titles = { 1: 'modal.receiverTitle', 2: 'modal.bankTitle', 3: 'modal.successTitle' } as const;

/**
 * The three-step withdrawal dialog; every close returns it to step 1. The entries live in the
 * page's `draft` (null until the dialog first changes it: the page does not load the draft's code),
 * so they survive a close until a request succeeds; the receiver is pre-filled from the profile and
 * the bank step from the saved account, each once.
 */
export function WithdrawalModal({
  draft: kept,
  onDraftChange,
  opener,
  identityStatus,
  onClose,
}: {
  draft: WithdrawalDraft | null;
  onDraftChange: (draft: WithdrawalDraft) => void;
  /** The button that opened it, which gets focus back on close. */
  opener?: RefObject<HTMLElement | null>;
  /** The player's identity verification, when known: the success step says when the payout comes by it. */
  identityStatus?: IdentityStatus;
  onClose: () => void;
}) {
  // One fresh draft (and its idempotency key) for this opening until the page keeps one.
  const [fresh] = useState(newDraft);
  const draft = kept ?? fresh;
  const t = useMessages();
  const { profile } = useProfile();
  const savedAccount = useBankAccountOnFile();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (change: Partial<WithdrawalDraft>) => onDraftChange({ ...draft, ...change });

  useEffect(() => {
    const fillReceiver = !draft.prefilled.receiver && profile;
    const fillBank = !draft.prefilled.bank && savedAccount;
    if (!fillReceiver && !fillBank) return;
    onDraftChange({
      ...draft,
      receiver: fillReceiver ? prefillReceiver(draft.receiver, fillReceiver) : draft.receiver,
      bank: fillBank ? prefillBank(draft.bank, fillBank) : draft.bank,
      prefilled: { receiver: draft.prefilled.receiver || !!fillReceiver, bank: draft.prefilled.bank || !!fillBank },
    });
  }, [draft, profile, savedAccount, onDraftChange]);

  function close() {
    const requested = receipt !== null;
    // The request is made: the next one starts from scratch, under a new key.
    if (requested) onDraftChange(newDraft());
    onClose();
    if (step === 3) setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  }

  function submitted(result: WithdrawalReceipt) {
    setReceipt(result);
    timer.current = setTimeout(() => setStep(3), SUCCESS_STEP_DELAY_MS);
  }

  return (
    <Modal title={t(titles[step])} opener={opener} onClose={close}>
      {step === 1 ? (
        <ReceiverStep receiver={draft.receiver} onChange={(receiver) => update({ receiver })} onNext={() => setStep(2)} />
      ) : null}
      {step === 2 ? (
        <BankStep
          form={draft.bank}
          tier={draft.tier}
          savedAccount={savedAccount}
          receiver={draft.receiver}
          idempotencyKey={draft.idempotencyKey}
          onChange={(bank) => update({ bank })}
          onTierChange={(tier) => update({ tier })}
          onBack={() => setStep(1)}
          onSubmitted={submitted}
        />
      ) : null}
      {step === 3 && receipt ? <SuccessStep code={receipt.code} identityStatus={identityStatus} /> : null}
    </Modal>
  );
}
