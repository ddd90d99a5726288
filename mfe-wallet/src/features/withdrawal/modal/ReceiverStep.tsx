import { useState } from 'react';
import { Button, digitsOnly, Form, formProblem, FormMessages, TextField, useFormSubmit } from 'shared';
import * as messages from 'contract/messages';
import { CountrySelect } from 'shared/queries';
import { useMessages } from './i18n';
import { bindFields } from './bind-fields';
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

  const field = bindFields(receiver, onChange);

  async function next() {
    const problem = await formProblem(loadReceiverForm, receiver, messages.withdrawalGate.somethingWrong);
    setError(problem);
    if (!problem) onNext();
  }

  return (
    <Form noValidate {...formHandlers}>
      <TextField label={t('receiver.name')} autoComplete="name" {...field('receiverName')} />
      <TextField label={t('receiver.email')} type="email" autoComplete="email" {...field('receiverEmail')} />
      {/* Digits only (spec §5), whatever is typed or pasted. */}
      <TextField label={t('receiver.phone')} type="tel" inputMode="numeric" autoComplete="tel" {...field('receiverPhone', digitsOnly)} />
      {/* Spec §8 only logs a failed list here; it also says so, with a Retry (ADR 026). */}
      <CountrySelect
        label={t('receiver.country')}
        placeholder={t('receiver.countryPlaceholder')}
        sendAs="name"
        {...field('receiverCountry')}
      />
      <FormMessages error={error} />
      <Button type="submit">{t('receiver.next')}</Button>
    </Form>
  );
}
