import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

/**
 * A form checks with its schema from contract/schemas (built from its endpoint's), loaded when first
 * needed: `() => import('contract/schemas').then((schemas) => schemas.ContactForm)`. zod is 24 kB gzip
 * that no screen needs to show its form, so it stays off every first visit (docs/decisions/017).
 * The import is the app's own, so a remote checks with the schemas it was built with.
 */
export type FormSchemaLoader<Schema extends z.ZodType> = () => Promise<Schema>;

/** The first problem's message (each form's schema puts its problems in the spec's order), or null. */
function firstProblem(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * What is wrong with the form's values, in the spec's words, or null when they can be sent. A
 * schema that cannot be downloaded (offline, say) is the form's own network message, as its
 * request's would be, not a silent button: the next press downloads it again.
 */
export async function formProblem<Schema extends z.ZodType>(
  loadSchema: FormSchemaLoader<Schema>,
  values: z.input<Schema>,
  unreachableMessage: string,
): Promise<string | null> {
  const schema = await loadSchema().catch(() => null);
  return schema ? firstProblem(schema, values) : unreachableMessage;
}

/**
 * The form's problem as the player types (a live check, like the forgot-password e-mail's): null
 * until `touched`, and while the schema, requested then, loads.
 */
export function useLiveFormProblem<Schema extends z.ZodType>(
  loadSchema: FormSchemaLoader<Schema>,
  values: z.input<Schema>,
  touched: boolean,
): string | null {
  const [schema, setSchema] = useState<Schema | null>(null);
  useEffect(() => {
    if (!touched || schema) return;
    let current = true;
    void loadSchema().then((loaded) => current && setSchema(() => loaded));
    return () => {
      current = false;
    };
  }, [touched, schema, loadSchema]);
  return touched && schema ? firstProblem(schema, values) : null;
}

/**
 * A form's handlers, to spread on it: onSubmit (no page load; presses while the previous submit
 * still runs are ignored) and onFocus, which starts downloading the form's schema as the player
 * reaches the form, so that the submit's check, and the progress text after it, come at once.
 */
export function useFormSubmit<Schema extends z.ZodType>(
  submit: () => Promise<void>,
  schemaToPrefetch?: FormSchemaLoader<Schema>,
): { onSubmit: (event: FormEvent) => Promise<void>; onFocus: () => void } {
  const running = useRef(false);
  return {
    onSubmit: async (event) => {
      event.preventDefault();
      if (running.current) return;
      running.current = true;
      try {
        await submit();
      } finally {
        running.current = false;
      }
    },
    // A failed download is the submit's to report (formProblem); the bundler caches a success.
    onFocus: () => void schemaToPrefetch?.().catch(() => undefined),
  };
}
