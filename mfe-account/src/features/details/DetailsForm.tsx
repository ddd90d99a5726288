import { useState } from 'react';
import { Button, Form, FormMessages, TextField, useFormSubmit } from 'shared';
import { CountrySelect } from 'shared/queries';
import * as messages from 'contract/messages';
import type { AccountDetails } from 'contract/account-endpoints';
import { Row } from '../../components/ui';
import { useMessages } from '../../i18n';
import { loadDetailsForm, useUpdateAccountDetails, type DetailsFormValues } from './api/update-account-details';

/** What the mobile field keeps, as registration's: digits, with a + only as the first character. */
const phoneDigits = (text: string) => text.trimStart().replace(/(?!^\+)\D/g, '');

const formOf = (details: AccountDetails): DetailsFormValues => ({
  firstName: details.firstName,
  lastName: details.lastName,
  mobile: details.mobile,
  country: details.country ? String(details.country.id) : '',
  dateOfBirth: details.dateOfBirth,
});

/** Name, mobile, country and (until the NIC's is on file) date of birth, pre-filled, checked by the server's schema. */
export function DetailsForm({ details }: { details: AccountDetails }) {
  const t = useMessages();
  const [form, setForm] = useState(() => formOf(details));
  const [saved, setSaved] = useState(false);
  const write = useUpdateAccountDetails(details.dateOfBirthLocked);
  const handlers = useFormSubmit(async () => {
    setSaved(false);
    const outcome = await write.run(form);
    if (!outcome) return;
    setForm(formOf(outcome.output));
    setSaved(true);
  }, loadDetailsForm);

  const bind = (field: keyof DetailsFormValues) => ({
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) => {
      setSaved(false);
      write.clear();
      setForm((current) => ({ ...current, [field]: field === 'mobile' ? phoneDigits(event.target.value) : event.target.value }));
    },
  });

  return (
    <Form noValidate {...handlers} aria-label={t('details.formLabel')}>
      <Row>
        <TextField label={t('details.firstName')} autoComplete="given-name" {...bind('firstName')} />
        <TextField label={t('details.lastName')} autoComplete="family-name" {...bind('lastName')} />
      </Row>
      <Row>
        <TextField label={t('details.mobile')} type="tel" autoComplete="tel" inputMode="tel" {...bind('mobile')} />
        <TextField
          label={t('details.dateOfBirth')}
          type="date"
          autoComplete="bday"
          disabled={details.dateOfBirthLocked}
          // The field's hint shows shared's texts in the page's language: the server's own words for the refusal.
          hint={details.dateOfBirthLocked ? messages.account.dateOfBirthLocked : null}
          {...bind('dateOfBirth')}
        />
      </Row>
      <CountrySelect label={t('details.country')} placeholder={t('details.countryPlaceholder')} sendAs="id" {...bind('country')} />
      <FormMessages error={write.error} status={write.status ?? (saved ? messages.account.detailsSaved : null)} />
      <Button type="submit" busy={write.busy}>
        {t('details.save')}
      </Button>
    </Form>
  );
}
