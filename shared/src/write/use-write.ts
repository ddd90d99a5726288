import { useCallback, useMemo, useRef, useState } from 'react';
import { errorCodeOf, isNetworkError, isRateLimited, serverMessageOf } from 'shared';
import type { AnyEndpoint } from 'contract/endpoints';

/**
 * Writes, one engine for all of them (docs/decisions/047-one-write-engine.md): the busy state and
 * the spec's progress text, one send per press, the failure mapped to the form or a field, and the
 * reads the write changed read again. Reads have theirs in shared/queries.
 */

/** Where a failure shows: the form's message, one field's, or nowhere (the write showed it itself, as a notice). */
export type Refusal = string | { field: string; message: string } | null;

/** Thrown by a write's steps for a problem found on the way (a form check, a wrong state): shown as is, nothing else is sent. */
export class WriteRefused extends Error {
  override readonly name = 'WriteRefused';
  constructor(readonly refusal: Exclude<Refusal, null>) {
    super(typeof refusal === 'string' ? refusal : refusal.message);
  }
}

/** A failure in the spec's words: the server's code's own text, a rate limit's wait, no answer, or anything else. */
export interface FailureTexts {
  failed: string;
  network?: string;
  /** The text for a refusal's error_code; a string or a field's. */
  codes?: Partial<Record<string, Exclude<Refusal, null>>>;
}

/** A failure the server or the network gave, in the spec's words. */
function describeFailure(failure: unknown, texts: FailureTexts): Exclude<Refusal, null> {
  const byCode = texts.codes?.[errorCodeOf(failure)];
  if (byCode !== undefined) return byCode;
  if (isRateLimited(failure)) return serverMessageOf(failure) ?? texts.failed;
  return isNetworkError(failure) && texts.network !== undefined ? texts.network : texts.failed;
}

export interface WriteSpec<Input, Output> {
  /** The calls; `progress` shows the spec's text of each step as it starts. */
  send: (input: Input, progress: (text: string) => void) => Promise<Output>;
  /** The progress text from the press until `send` names a step (a schema may still be downloading). */
  progress?: string;
  /** How a failure reads; a function for the few that do more (a notice, a counter). */
  failure: FailureTexts | ((failure: unknown) => Refusal);
  /** Reads this write changes: read again after it ran, and after a refusal, which says they changed under the player. */
  invalidates?: readonly AnyEndpoint[];
}

/** What a press answered: the output, or undefined when it failed (shown already) or was a second press. */
export type WriteOutcome<Output> = { output: Output } | undefined;

export interface Write<Input, Output> {
  busy: boolean;
  /** The current step's progress text while busy. */
  status: string | null;
  /** The form's message after a failure, until the next press or `clear`. */
  error: string | null;
  /** Each field's message after a failure. */
  fieldErrors: Readonly<Record<string, string>>;
  run(input: Input): Promise<WriteOutcome<Output>>;
  /** Clears the messages (the player changed the form). */
  clear(): void;
}

/**
 * Reads the changed endpoints again. The data layer is imported by name, not bundled: a write that
 * changed reads runs on a screen that shows them, so the layer is loaded already (ADR 020).
 */
async function readsChanged(changed: readonly AnyEndpoint[]): Promise<void> {
  if (changed.length > 0) await import('shared/queries').then((queries) => queries.readsChanged(changed));
}

export function useWrite<Input, Output>(spec: WriteSpec<Input, Output>): Write<Input, Output> {
  // Null while idle; while busy, the current step's text ('' until one is named).
  const [status, setStatus] = useState<string | null>(null);
  const [shown, setShown] = useState<Exclude<Refusal, null> | null>(null);
  // A second press lands before the busy button has rendered: the ref, not the state, refuses it.
  const running = useRef(false);
  const latest = useRef(spec);
  latest.current = spec;

  const clear = useCallback(() => setShown(null), []);

  const run = useCallback(async (input: Input): Promise<WriteOutcome<Output>> => {
    if (running.current) return undefined;
    running.current = true;
    const { send, progress = '', failure: texts, invalidates = [] } = latest.current;
    setShown(null);
    setStatus(progress);
    try {
      // A step's text only while this press runs: a late one must not make an idle write busy.
      const output = await send(input, (text) => running.current && setStatus(text));
      await readsChanged(invalidates);
      return { output };
    } catch (failure) {
      if (failure instanceof WriteRefused) setShown(failure.refusal);
      else {
        void readsChanged(invalidates);
        setShown(typeof texts === 'function' ? texts(failure) : describeFailure(failure, texts));
      }
      return undefined;
    } finally {
      running.current = false;
      setStatus(null);
    }
  }, []);

  return useMemo(
    () => ({
      busy: status !== null,
      status: status || null,
      error: typeof shown === 'string' ? shown : null,
      // A new object only when the message changes (this memo): a field's effect may depend on it.
      fieldErrors: shown !== null && typeof shown === 'object' ? { [shown.field]: shown.message } : {},
      run,
      clear,
    }),
    [status, shown, run, clear],
  );
}
