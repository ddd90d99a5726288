import { useState } from 'react';
import { Button, digitsOnly, Form, formProblem, FormMessages, TextField, useFormSubmit, messages } from 'shared';
import { CountrySelect } from 'shared/queries';
import { useMessages } from './i18n';
import type { Receiver } from './withdrawal-draft';

const loadReceiverForm = () => import('contract/schemas').then((schemas) => schemas.ReceiverForm);

/** Step 1, 'Withdrawal Process': who receives the payout. */
export function ReceiverStep({
  receiver,
  onChange,
  onNext,
}: {
  receiver: Receiver;
  onChange: (receiver: Receiver) => void;
  onNext: () => void;
}) {
  const t = useMessages();
  const [error, setError] = useState<string | null>(null);
  const formHandlers = useFormSubmit(next, loadReceiverForm);

  const set = (field: keyof Receiver, value: string) => onChange({ ...receiver, [field]: value });

  async function next() {
    const problem = await formProblem(loadReceiverForm, receiver, messages.withdrawalGate.somethingWrong);
    setError(problem);
    if (!problem) onNext();
  }

  return (
    <Form noValidate {...formHandlers}>
      <TextField
        name="receiverName"
        label={t('receiver.name')}
        autoComplete="name"
        value={receiver.receiverName}
        onChange={(event) => set('receiverName', event.target.value)}
      />
      <TextField
        name="receiverEmail"
        label={t('receiver.email')}
        type="email"
        autoComplete="email"
        value={receiver.receiverEmail}
        onChange={(event) => set('receiverEmail', event.target.value)}
      />
      <TextField
        name="receiverPhone"
        label={t('receiver.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        value={receiver.receiverPhone}
        // Digits only (spec §5), whatever is typed or pasted.
        onChange={(event) => set('receiverPhone', digitsOnly(event.target.value))}
      />
      {/* Spec §8 only logs a failed list here; it also says so, with a Retry (ADR 026). */}
      <CountrySelect
        name="receiverCountry"
        label={t('receiver.country')}
        placeholder={t('receiver.countryPlaceholder')}
        sendAs="name"
        value={receiver.receiverCountry}
        onChange={(event) => set('receiverCountry', event.target.value)}
      />
      <FormMessages error={error} />
      <Button type="submit">{t('receiver.next')}</Button>
    </Form>
  );
}
