import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  errorCodeOf,
  ErrorCode,
  Form,
  formProblem,
  FormMessages,
  Heading,
  isNetworkError,
  isRateLimited,
  messages,
  Muted,
  PasswordField,
  paths,
  serverMessageOf,
  TextField,
  tokens,
  useApi,
  useFormSubmit,
  useNotify,
  useSession,
} from 'shared';
import { CountrySelect } from 'shared/queries';
import { GetStartedLayout } from '../../components/GetStartedLayout';
import { useMessages } from '../../i18n';
import { registerPlayer } from './api/register-player';

// Only for a signed-in player, and loaded then: a visitor's page never loads the data layer.
const SendOnboardedPlayerHome = lazy(() => import('shared/queries').then((queries) => ({ default: queries.SendOnboardedPlayerHome })));

const text = messages.registration;
/** What the mobile field keeps: digits, with a + only as the first character. */
const phoneDigits = (text: string) => text.trimStart().replace(/(?!^\+)\D/g, '');

const fields = ['firstName', 'lastName', 'email', 'country', 'mobile', 'dateOfBirth', 'password', 'confirmPassword'] as const;
type Field = (typeof fields)[number];
const emptyForm = Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>;

const Row = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  @media (min-width: ${tokens.breakpoint.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const loadRegisterForm = () => import('contract/schemas').then((schemas) => schemas.RegisterForm);

/** Register Account (/get-started/ and /signup). */
export default function RegisterScreen() {
  const t = useMessages();
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form, setForm] = useState(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formHandlers = useFormSubmit(checkAndRegister, loadRegisterForm);

  const bind = (field: Field) => ({
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value })),
  });

  async function checkAndRegister() {
    // Busy from the press: the progress text shows even while the form's schema still downloads.
    setBusy(true);
    try {
      const problem = await formProblem(loadRegisterForm, form, messages.registration.network);
      setError(problem);
      if (problem) return;
      const { confirmPassword: _confirm, ...payload } = form;
      const email = payload.email.trim();
      const answer = await registerPlayer(api, { ...payload, email, country: Number(payload.country) });
      if (!answer.status) return setError(text.failed);
      session.set('userEmail', email);
      session.set('uuid', answer.content.uuid);
      notify(text.success);
      navigate(paths.getStarted.otp);
    } catch (failure) {
      if (errorCodeOf(failure) === ErrorCode.EMAIL_EXISTS) setError(text.emailExists);
      else if (isRateLimited(failure)) setError(serverMessageOf(failure) ?? text.failed);
      else setError(isNetworkError(failure) ? text.network : text.failed);
    } finally {
      setBusy(false);
    }
  }

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
        <FormMessages error={error} status={busy ? text.progress : null} />
        <Button type="submit" busy={busy}>
          {t('register.submit')}
        </Button>
      </Form>
      <Muted>
        {t('register.haveAccount')} <Link to={paths.signIn}>{t('register.signIn')}</Link>
      </Muted>
    </GetStartedLayout>
  );
}
