import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Form, FormMessages, Heading, Muted, PasswordField, paths, TextField, tokens, useFormSubmit, useSession } from 'shared';
import { CountrySelect } from 'shared/queries';
import { GetStartedLayout } from '../../components/GetStartedLayout';
import { useMessages } from '../../i18n';
import { loadRegisterForm, registerFields, useRegisterPlayer, type RegisterField, type RegisterFormValues } from './api/register-player';
import { keptDetails } from './kept-details';
import { isCorrectingAddress } from '../../lib/correct-address';

// Only for a signed-in player, and loaded then: a visitor's page never loads the data layer.
const SendOnboardedPlayerHome = lazy(() => import('shared/queries').then((queries) => ({ default: queries.SendOnboardedPlayerHome })));

/** What the mobile field keeps: digits, with a + only as the first character. */
const phoneDigits = (text: string) => text.trimStart().replace(/(?!^\+)\D/g, '');

const emptyForm = Object.fromEntries(registerFields.map((field) => [field, ''])) as RegisterFormValues;

const Row = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  @media (min-width: ${tokens.breakpoint.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Register Account (/get-started/ and /signup). */
export default function RegisterScreen() {
  const t = useMessages();
  const session = useSession();
  const { state } = useLocation();
  // Back from the code screen to correct the address: what was typed, but the passwords (the address at least, after a reload).
  const [form, setForm] = useState<RegisterFormValues>(() =>
    isCorrectingAddress(state) ? { ...emptyForm, email: session.userEmail ?? '', ...keptDetails() } : emptyForm,
  );
  const register = useRegisterPlayer();
  const formHandlers = useFormSubmit(async () => {
    await register.run(form);
  }, loadRegisterForm);

  const bind = (field: RegisterField) => ({
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <GetStartedLayout step={0}>
      <Heading>{t('register.heading')}</Heading>
      {session.claims ? (
        <Suspense fallback={null}>
          <SendOnboardedPlayerHome />
        </Suspense>
      ) : null}
      <Form noValidate {...formHandlers}>
        <Row>
          <TextField label={t('register.firstName')} autoComplete="given-name" {...bind('firstName')} />
          <TextField label={t('register.lastName')} autoComplete="family-name" {...bind('lastName')} />
        </Row>
        <TextField label={t('register.email')} type="email" autoComplete="email" inputMode="email" {...bind('email')} />
        {/* The whole width: in half of it (212 px on a desktop) country names and even the placeholder were cut off. */}
        <CountrySelect label={t('register.country')} placeholder={t('register.countryPlaceholder')} sendAs="id" {...bind('country')} />
        <Row>
          <TextField
            label={t('register.mobile')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...bind('mobile')}
            // Digits, and one + in front: anything else typed or pasted is dropped as it arrives.
            onChange={(event) => setForm((current) => ({ ...current, mobile: phoneDigits(event.target.value) }))}
          />
          <TextField label={t('register.dateOfBirth')} type="date" autoComplete="bday" {...bind('dateOfBirth')} />
        </Row>
        <PasswordField label={t('register.password')} autoComplete="new-password" {...bind('password')} />
        <PasswordField label={t('register.confirmPassword')} autoComplete="new-password" {...bind('confirmPassword')} />
        <FormMessages error={register.error} status={register.status} />
        <Button type="submit" busy={register.busy}>
          {t('register.submit')}
        </Button>
      </Form>
      <Muted>
        {t('register.haveAccount')} <Link to={paths.signIn}>{t('register.signIn')}</Link>
      </Muted>
    </GetStartedLayout>
  );
}
