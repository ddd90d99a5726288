import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';

/** Lets route handlers see `request.body` etc. as the output type of the route's zod schema. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Route schemas are zod schemas; a failed parse reaches the error handler as a ZodError. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };

const PART_NAMES: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'Path parameters',
  headers: 'Headers',
};

/** Duck-typed (not instanceof) because the error may come from another copy of zod. */
export function isZodError(error: unknown): error is z.ZodError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ZodError' &&
    Array.isArray((error as { issues?: unknown }).issues)
  );
}

/**
 * One clear sentence for the first problem, naming the field: a message that starts with its
 * field ("password is required.") stands as it is; any other gets the field put in front, so the
 * spec's "Please enter a valid email address." answers "email: Please enter a valid email address.".
 */
export function describeZodError(error: z.ZodError, part = 'body'): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is invalid.';
  const field = issue.path.map(String).join('.');
  if (!field) {
    return issue.code === 'invalid_type'
      ? `${PART_NAMES[part] ?? part} must be a JSON object.`
      : `${PART_NAMES[part] ?? part}: ${issue.message}`;
  }
  return issue.message.toLowerCase().startsWith(field.toLowerCase()) ? issue.message : `${field}: ${issue.message}`;
}
