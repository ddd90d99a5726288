import { discoveryProblems, isHttpUrl, type DiscoveryDocument } from 'contract/discovery';
import { isEmail } from 'contract/validation';

/**
 * The shell's runtime configuration, read from /config.json on its own origin (docs/platform-contract.md
 * §3): the settings below, and the discovery document's micro-frontends with the routes they own (ADR 049).
 */
export interface AppConfig extends DiscoveryDocument {
  apiBaseUrl: string;
  identity: {
    baseUrl: string;
    realm: string;
    clientId: string;
    /** The value of the Authorization header the token request sends, e.g. "Basic ...". */
    clientAuthorization: string;
  };
  support: { email: string; phone: string };
}

// Checked by hand rather than with zod: the shell reads this on every first visit, and zod would
// put 27 kB gzip on the critical path of every page for one small object (ADR 017).
type Check = (value: unknown) => string | null;

const httpUrl: Check = (value) => (isHttpUrl(value) ? null : 'expected an http(s) URL');
const nonEmptyText: Check = (value) => (typeof value === 'string' && value.length > 0 ? null : 'expected non-empty text');
const emailAddress: Check = (value) => (typeof value === 'string' && isEmail(value) ? null : 'expected an e-mail address');

const shape = {
  apiBaseUrl: httpUrl,
  identity: { baseUrl: httpUrl, realm: nonEmptyText, clientId: nonEmptyText, clientAuthorization: nonEmptyText },
  support: { email: emailAddress, phone: nonEmptyText },
};
type Shape = { [key: string]: Check | Shape };

/** Copies the fields `shape` names (unknown ones are dropped) and records each problem with its path. */
function read(shape: Shape, raw: unknown, path: string[], problems: string[]): Record<string, unknown> {
  const source = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined;
  if (!source) problems.push(`${path.join('.') || '(root)'}: expected an object`);
  const result: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(shape)) {
    const value = source?.[key];
    if (typeof rule === 'function') {
      const problem = source ? rule(value) : null;
      if (problem) problems.push(`${[...path, key].join('.')}: ${problem}`);
      result[key] = value;
    } else if (source) {
      result[key] = read(rule, value, [...path, key], problems);
    }
  }
  return result;
}

/** Validates raw JSON and explains every problem in one readable message. */
export function parseAppConfig(raw: unknown): AppConfig {
  const problems: string[] = [];
  const settings = read(shape, raw, [], problems);
  // A document that is no object is reported once, by the settings' check.
  problems.push(...discoveryProblems(raw).filter((problem) => !problem.startsWith('(root)')));
  if (problems.length > 0) throw new Error(`config.json is invalid: ${problems.join('; ')}`);
  const { schema, microFrontends } = raw as DiscoveryDocument;
  return { ...settings, schema, microFrontends } as AppConfig;
}
