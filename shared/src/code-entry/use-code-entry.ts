import { useState, type FormEvent } from 'react';
import { errorCodeOf, isNetworkError, isRateLimited, messages, OTP_PATTERN, serverMessageOf } from 'shared';
import { useCountdown } from './use-countdown';

/** Seconds before another code may be mailed (spec §4 "Resend"). */
const RESEND_COOLDOWN_SECONDS = 60;

/** What one 4-digit-code screen (e-mail verification, password reset) does with its code. */
export interface CodeEntryFlow<Target> {
  /** Where the code was mailed; null when the session has none (the screen then says so). */
  target: Target | null;
  /** Checks the code: resolves with a problem to show, or null once it has moved the player on. */
  verify: (target: Target, code: string) => Promise<string | null>;
  /** The server's error_code for a wrong code, and the flow's message for it. */
  wrongCode: { errorCode: string; message: string };
  /** Mails a new code: resolves with a problem to show, or null when it was sent. */
  resend: (target: Target) => Promise<string | null>;
  /** The status shown once a new code is on its way. */
  resentMessage: string;
}

/**
 * The state and actions every code screen shares: the four digits, their format check, the
 * countdown before a resend, busy flags for both buttons, and one error and one status message.
 * Each flow only says whom the code is for, how it is checked and resent, and what its messages are.
 */
export function useCodeEntry<Target>(flow: CodeEntryFlow<Target>) {
  const { remaining, restart } = useCountdown(RESEND_COOLDOWN_SECONDS);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  /** Clears the last messages and shows why the request cannot go out, if it cannot. */
  function ready(checkFormat: boolean): boolean {
    const problem = checkFormat && !OTP_PATTERN.test(code) ? messages.otp.invalidFormat : flow.target === null ? messages.otp.noEmail : null;
    setError(problem);
    setStatus(null);
    return problem === null;
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!ready(true)) return;
    setBusy(true);
    try {
      setError(await flow.verify(flow.target!, code));
    } catch (failure) {
      setError(codeCheckProblem(failure, flow.wrongCode));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    if (!ready(false)) return;
    setResending(true);
    try {
      const problem = await flow.resend(flow.target!);
      if (problem) return setError(problem);
      setStatus(flow.resentMessage);
      setCode('');
      restart();
    } catch (failure) {
      const text = messages.emailVerification;
      if (isRateLimited(failure)) setError(serverMessageOf(failure) ?? text.resendFailed);
      else setError(isNetworkError(failure) ? text.resendNetwork : text.resendFailed);
    } finally {
      setResending(false);
    }
  }

  return { code, setCode, error, status, busy, resending, remaining, submit, resend };
}

export type CodeEntry = ReturnType<typeof useCodeEntry>;

/** Why a verification failed: a wrong code, a rate limit, no answer, or anything else. */
function codeCheckProblem(failure: unknown, wrongCode: CodeEntryFlow<unknown>['wrongCode']): string {
  const text = messages.emailVerification;
  if (errorCodeOf(failure) === wrongCode.errorCode) return wrongCode.message;
  if (isRateLimited(failure)) return serverMessageOf(failure) ?? text.failed;
  return isNetworkError(failure) ? text.network : text.failed;
}
