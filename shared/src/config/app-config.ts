import { z } from '../zod';
import { remoteNames } from '../federation';

const url = z.url({ protocol: /^https?$/ });

/** The shell's runtime configuration, read from /config.json on its own origin (CONTRACT §3). */
export const appConfigSchema = z.object({
  apiBaseUrl: url,
  identity: z.object({
    baseUrl: url,
    realm: z.string().min(1),
    clientId: z.string().min(1),
    /** The value of the Authorization header the token request sends, e.g. "Basic ...". */
    clientAuthorization: z.string().min(1),
  }),
  remotes: z.object(
    Object.fromEntries(remoteNames.map((name) => [name, url])) as Record<(typeof remoteNames)[number], typeof url>,
  ),
  support: z.object({ email: z.email(), phone: z.string().min(1) }),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

/** Validates raw JSON and explains every problem in one readable message. */
export function parseAppConfig(raw: unknown): AppConfig {
  const result = appConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`config.json is invalid: ${problems.join('; ')}`);
  }
  return result.data;
}
