import { useEffect, useRef, useState } from 'react';
import { endpoints, type WithdrawalReceipt } from 'shared';
import { Modal } from './Modal';
import { usePlayerCache } from 'shared/queries';
import { BankStep, emptyBankForm, type BankForm } from './BankStep';
import { emptyReceiver, ReceiverStep, type Receiver } from './ReceiverStep';
import { SuccessStep } from './SuccessStep';

/** Spec §9: step 3 follows a successful request after 600 ms; closing step 3 reloads after 300 ms. */
const SUCCESS_STEP_DELAY_MS = 600;
const RELOAD_DELAY_MS = 300;

const titles = { 1: 'Withdrawal Process', 2: 'Bank Details', 3: 'Withdrawal Requested' } as const;

/** The three-step withdrawal dialog; every close returns it to step 1. */
export function WithdrawalModal({ onClose }: { onClose: () => void }) {
  const playerCache = usePlayerCache();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [receiver, setReceiver] = useState<Receiver>(emptyReceiver);
  const [bank, setBank] = useState<BankForm>(emptyBankForm);
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null);
  // One key per opened dialog: a double click or a retry replays the first answer, never debits twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function close() {
    const wasDone = step === 3;
    onClose();
    if (wasDone) setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  }

  function submitted(result: WithdrawalReceipt) {
    setReceipt(result);
    // The balance and the transactions changed: every screen showing them reads them again.
    void playerCache.invalidate(endpoints.getProfile);
    void playerCache.invalidate(endpoints.getTransactions);
    timer.current = setTimeout(() => setStep(3), SUCCESS_STEP_DELAY_MS);
  }

  return (
    <Modal title={titles[step]} onClose={close}>
      {step === 1 ? <ReceiverStep receiver={receiver} onChange={setReceiver} onNext={() => setStep(2)} /> : null}
      {step === 2 ? <BankStep form={bank} receiver={receiver} idempotencyKey={idempotencyKey} onChange={setBank} onSubmitted={submitted} /> : null}
      {step === 3 && receipt ? <SuccessStep code={receipt.code} /> : null}
    </Modal>
  );
}
