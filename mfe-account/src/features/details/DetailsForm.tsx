import { useState } from 'react';
import { Button, Form, FormMessages, TextField, useFormSubmit, useRememberedText, useSharedMessages } from 'shared';
import { CountrySelect } from 'shared/queries';
import * as messages from 'contract/messages';
import type { AccountDetails } from 'contract/account-endpoints';
import { Row } from '../../components/ui';
import { useMessages } from '../../i18n';
import { loadDetailsForm, useUpdateAccountDetails, type DetailsFormValues } from './api/update-account-details';

/** What the mobile field keeps, as registration's: digits, with a + only as the first character. */
const phoneDigits = (text: string) => text.trimStart().replace(/(?!^\+)\D/g, '');

const formOf = (details: AccountDetails | null): DetailsFormValues => ({
  firstName: details?.firstName ?? '',
  lastName: details?.lastName ?? '',
  mobile: details?.mobile ?? '',
  country: details?.country ? String(details.country.id) : '',
  dateOfBirth: details?.dateOfBirth ?? '',
});

/**
 * Name, mobile, country and (until the NIC's is on file) date of birth, pre-filled, checked by the
 * server's schema. Without `details` (not read yet) the same form, empty, taking nothing, saying so.
 */
export function DetailsForm({ details }: { details: AccountDetails | null }) {
  const t = useMessages();
  const localize = useSharedMessages();
  const [form, setForm] = useState(() => formOf(details));
  const [saved, setSaved] = useState(false);
  const locked = details?.dateOfBirthLocked ?? false;
  const reading = details === null;
  const write = useUpdateAccountDetails(locked);
  // The next load's copy shows the date of birth's note before its first paint (ADR 080): it is the page's largest text,
  // and the copy, built for no player, cannot know whether this player's date is the NIC's. Empty is remembered too.
  const rememberedHint = useRememberedText(
    'account.dateOfBirthHint',
    reading ? null : locked ? localize(messages.account.dateOfBirthLocked) : '',
  );
  const handlers = useFormSubmit(async () => {
    setSaved(false);
    const outcome = await write.run(form);
    if (!outcome) return;
    setForm(formOf(outcome.output));
    setSaved(true);
  }, loadDetailsForm);

  const bind = (field: keyof DetailsFormValues) => ({
    name: field,
    // An empty field before they come says why it is empty.
    placeholder: reading ? localize(messages.ui.loading) : undefined,
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
        <TextField label={t('details.firstName')} autoComplete="given-name" disabled={reading} {...bind('firstName')} />
        <TextField label={t('details.lastName')} autoComplete="family-name" disabled={reading} {...bind('lastName')} />
      </Row>
      <Row>
        <TextField label={t('details.mobile')} type="tel" autoComplete="tel" inputMode="tel" disabled={reading} {...bind('mobile')} />
        <TextField
          label={t('details.dateOfBirth')}
          type="date"
          autoComplete="bday"
          disabled={reading || locked}
          // The field's hint shows shared's texts in the page's language: the server's own words for the refusal.
          hint={locked ? messages.account.dateOfBirthLocked : null}
          hintProps={rememberedHint}
          {...bind('dateOfBirth')}
        />
      </Row>
      <CountrySelect
        {...bind('country')}
        label={t('details.country')}
        placeholder={t('details.countryPlaceholder')}
        sendAs="id"
        disabled={reading}
      />
      <FormMessages
        error={write.error}
        status={reading ? t('details.loading') : (write.status ?? (saved ? messages.account.detailsSaved : null))}
      />
      <Button type="submit" busy={write.busy} disabled={reading}>
        {t('details.save')}
      </Button>
    </Form>
  );
}
