/** What a request schema's check answers, as far as the forms read it (the schemas come from contract/schemas). */
interface BodySchema {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The back office's words for one field: when it is left empty, and when it is filled in wrongly. */
export interface FieldTexts {
  missing: string;
  wrong: string;
}

/**
 * The first field `schema` refuses in `values`, in the back office's words, or null when the body
 * can be sent; `schema` is one of contract/schemas, loaded on demand. The schema decides what is wrong; the texts only say it for a person, not an API client.
 */
export function bodyProblem<V extends Record<string, unknown>>(
  schema: BodySchema,
  values: V,
  texts: Partial<Record<keyof V, FieldTexts>>,
): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const [issue] = result.error.issues;
  const field = issue?.path[0] as keyof V;
  const fieldTexts = texts[field];
  // A field the operator does not type (a code, a batch id) keeps the schema's own message.
  if (!fieldTexts) return issue?.message ?? null;
  const value = values[field];
  return typeof value === 'string' && value.trim() === '' ? fieldTexts.missing : fieldTexts.wrong;
}

/** The problem with the one text a dialog asks for, shown under that field. */
export function fieldProblem(field: string, message: string | null): { field: string; message: string } | null {
  return message ? { field, message } : null;
}
