import { useState, type FormEvent } from 'react';
import { OTP_PATTERN } from 'shared';
import * as messages from 'contract/messages';
import { useWrite, WriteRefused } from '../write';
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

const text = messages.emailVerification;

/**
 * The state and actions every code screen shares: the four digits, their format check, the
 * countdown before a resend, and its two writes (verify, resend) on the one write engine, which
 * show one error and one status message between them. Each flow only says whom the code is for,
 * how it is checked and resent, and what its messages are.
 */
export function useCodeEntry<Target>(flow: CodeEntryFlow<Target>) {
  const { remaining, restart } = useCountdown(RESEND_COOLDOWN_SECONDS);
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);

  /** Where the code goes, or why the request cannot go out: shown as the write's refusal, nothing sent. */
  const targetOf = (entered: string | null): Target => {
    if (entered !== null && !OTP_PATTERN.test(entered)) throw new WriteRefused(messages.otp.invalidFormat);
    if (flow.target === null) throw new WriteRefused(messages.otp.noEmail);
    return flow.target;
  };
  const verifying = useWrite({
    send: async (entered: string) => {
      const problem = await flow.verify(targetOf(entered), entered);
      if (problem) throw new WriteRefused(problem);
    },
    progress: messages.progress.verifying,
    failure: { failed: text.failed, network: text.network, codes: { [flow.wrongCode.errorCode]: flow.wrongCode.message } },
  });
  const resending = useWrite({
    send: async () => {
      const problem = await flow.resend(targetOf(null));
      if (problem) throw new WriteRefused(problem);
      setResent(true);
      setCode('');
      restart();
    },
    progress: messages.progress.sending,
    failure: { failed: text.resendFailed, network: text.resendNetwork },
  });

  // Each press starts from no message: the other button's error or the last "resent" goes.
  async function submit(event?: FormEvent) {
    event?.preventDefault();
    setResent(false);
    resending.clear();
    await verifying.run(code);
  }

  async function resend() {
    setResent(false);
    verifying.clear();
    await resending.run(undefined);
  }

  return {
    code,
    setCode,
    error: verifying.error ?? resending.error,
    status: verifying.status ?? resending.status ?? (resent ? flow.resentMessage : null),
    busy: verifying.busy,
    resending: resending.busy,
    remaining,
    submit,
    resend,
  };
}

export type CodeEntry = ReturnType<typeof useCodeEntry>;
