import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Form, Heading, LinkRow, Muted, PasswordField, paths, SidePanelLayout, tokens, readSignInReturn, useSession } from 'shared';
import { EmailField } from '../../components/EmailField';
import { WriteSubmit } from '../../components/WriteSubmit';
import { useMessages } from '../../i18n';
import { prefetchSignIn, useSignIn } from './api/sign-in';

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
  const session = useSession();
  // Sent here by a screen that needs a signed-in player: say why, and go back there afterwards.
  const signInReturn = readSignInReturn(useLocation().state);
  // Opened by a player already signed in (not one signing in here, whom the flow sends on).
  const [openedSignedIn] = useState(() => session.claims !== null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const write = useSignIn(signInReturn?.returnTo);

  function submit(event: FormEvent) {
    event.preventDefault();
    void write.run({ email, password });
  }

  return (
    <SidePanelLayout panelTitle={t('signIn.panelTitle')} panel={<Muted>{t('signIn.panelBody')}</Muted>}>
      <Heading>{t('signIn.heading')}</Heading>
      {openedSignedIn ? (
        <Suspense fallback={null}>
          <SendOnboardedPlayerHome />
        </Suspense>
      ) : null}
      <Form noValidate onSubmit={submit} onFocus={prefetchSignIn}>
        <EmailField label={t('signIn.email')} value={email} onChange={(event) => setEmail(event.target.value)} />
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
        <WriteSubmit write={write} label={t('signIn.submit')} idleStatus={signInReturn?.reason}>
          {write.pauseHint ? (
            <PauseHint role="note" aria-label={t('signIn.pausedTitle')}>
              <strong>{t('signIn.pausedTitle')}</strong> {t('signIn.pausedHint')}{' '}
              <Link to={paths.forgotPassword.root}>{t('signIn.resetPassword')}</Link>
            </PauseHint>
          ) : null}
        </WriteSubmit>
      </Form>
      <Muted>
        {t('signIn.newHere')} <Link to={paths.getStarted.root}>{t('signIn.signUp')}</Link>
      </Muted>
    </SidePanelLayout>
  );
}
