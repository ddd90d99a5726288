import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Form,
  FormMessages,
  Heading,
  LinkRow,
  messages,
  Muted,
  PasswordField,
  paths,
  SidePanelLayout,
  TextField,
  tokens,
  readSignInReturn,
  useApi,
  useConfig,
  useNotify,
  useSession,
} from 'shared';
import { useMessages } from '../../i18n';
import { countRefusal, forgetRefusals, showsPauseHint } from './refused-sign-ins';
import { signIn } from './sign-in-flow';

const PauseHint = styled.p`
  margin: 0;
  padding: ${tokens.space.sm} ${tokens.space.md};
  border: 1px solid ${tokens.color.border};
  border-left: 4px solid ${tokens.color.accent};
  border-radius: ${tokens.radius.md};
`;

// Only for a signed-in player, and loaded then: a visitor's page never loads the data layer.
const SendOnboardedPlayerHome = lazy(() => import('shared/queries').then((queries) => ({ default: queries.SendOnboardedPlayerHome })));

export default function SignInScreen() {
  const t = useMessages();
  const { identity } = useConfig();
  const api = useApi();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  // Sent here by a screen that needs a signed-in player: say why, and go back there afterwards.
  const signInReturn = readSignInReturn(useLocation().state);
  // Opened by a player already signed in (not one signing in here, whom the flow sends on).
  const [openedSignedIn] = useState(() => session.claims !== null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Kept in the browser: a reload or a new tab still shows it (refused-sign-ins.ts).
  const [pauseHint, setPauseHint] = useState(() => showsPauseHint());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const outcome = await signIn(
      { identity, api, storeToken: (token) => session.set('accessToken', token) },
      email,
      password,
    );
    setBusy(false);
    switch (outcome.kind) {
      case 'invalid':
        setError(outcome.error);
        return;
      case 'failed':
        setError(outcome.error);
        if (outcome.credentialsRefused) setPauseHint(countRefusal());
        return;
      case 'unverified':
        session.set('userEmail', outcome.email);
        notify(messages.signIn.emailNotVerified, 'error');
        navigate(paths.getStarted.otp);
        return;
      case 'signed-in':
        forgetRefusals();
        if (outcome.greet) notify(messages.signIn.success);
        // Unfinished onboarding comes first; a finished player (or an operator) goes back where they were sent from.
        navigate(outcome.resumable && signInReturn ? signInReturn.returnTo : outcome.destination);
    }
  }

  return (
    <SidePanelLayout panelTitle={t('signIn.panelTitle')} panel={<Muted>{t('signIn.panelBody')}</Muted>}>
      <Heading>{t('signIn.heading')}</Heading>
      {openedSignedIn ? (
        <Suspense fallback={null}>
          <SendOnboardedPlayerHome />
        </Suspense>
      ) : null}
      <Form noValidate onSubmit={submit}>
        <TextField
          name="email"
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          name="password"
          label={t('signIn.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <LinkRow>
          <Link to={paths.forgotPassword.root}>{t('signIn.forgotPassword')}</Link>
        </LinkRow>
        <FormMessages error={error} status={busy ? messages.signIn.signingIn : (signInReturn?.reason ?? null)} />
        {pauseHint ? (
          <PauseHint role="note" aria-label={t('signIn.pausedTitle')}>
            <strong>{t('signIn.pausedTitle')}</strong> {t('signIn.pausedHint')} <Link to={paths.forgotPassword.root}>{t('signIn.resetPassword')}</Link>
          </PauseHint>
        ) : null}
        <Button type="submit" busy={busy}>
          {t('signIn.submit')}
        </Button>
      </Form>
      <Muted>
        {t('signIn.newHere')} <Link to={paths.getStarted.root}>{t('signIn.signUp')}</Link>
      </Muted>
    </SidePanelLayout>
  );
}
