import { useState } from 'react';
import { isEmail, paths, useConfig } from 'shared';
import * as messages from 'contract/messages';
import { useWrite, WriteRefused } from 'shared/write';
import { useAuthStep } from '../../../lib/use-auth-step';
import { countRefusal, forgetRefusals, showsPauseHint } from '../refused-sign-ins';

const text = messages.signIn;

const loadFlow = () => import('./sign-in-flow');

/** Starts downloading the calls while the player types: the form's first paint does not wait for them. */
export function prefetchSignIn(): void {
  void loadFlow().catch(() => undefined);
}

/** The form's own check, at once and offline too: the spec's messages for empty fields and a malformed address. */
function validateSignIn(email: string, password: string): string | null {
  if (!email.trim() || !password) return text.allFieldsRequired;
  if (!isEmail(email)) return text.invalidEmail;
  return null;
}

/**
 * The sign-in press: the form checked, the calls (sign-in-flow.ts), then where its outcome sends the player. A wrong password is
 * counted for the pause hint, which the hook answers beside the write.
 */
export function useSignIn(returnTo: string | undefined) {
  const { identity } = useConfig();
  const { api, session, moveOn } = useAuthStep();
  // Kept in the browser: a reload or a new tab still shows it (refused-sign-ins.ts).
  const [pauseHint, setPauseHint] = useState(() => showsPauseHint());
  const write = useWrite({
    send: async ({ email, password }: { email: string; password: string }) => {
      const invalid = validateSignIn(email, password);
      if (invalid) throw new WriteRefused(invalid);
      const { signIn } = await loadFlow();
      const outcome = await signIn({ identity, api, storeToken: (token) => session.set('accessToken', token) }, email, password);
      switch (outcome.kind) {
        case 'failed':
          if (outcome.credentialsRefused) setPauseHint(countRefusal());
          throw new WriteRefused(outcome.error);
        case 'unverified':
          session.set('userEmail', outcome.email);
          moveOn(paths.getStarted.otp, text.emailNotVerified, 'error');
          return;
        case 'signed-in':
          forgetRefusals();
          // Unfinished onboarding comes first; a finished player (or an operator) goes back where they were sent from.
          moveOn(outcome.resumable && returnTo ? returnTo : outcome.destination, outcome.greet ? text.success : null);
      }
    },
    progress: text.signingIn,
    // The flow answers every failure it expects; anything else is the identity service's outage text.
    failure: { failed: text.unavailable },
  });
  return { ...write, pauseHint };
}
