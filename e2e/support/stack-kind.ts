/**
 * Which stack the e2e suite runs against (E2E_STACK):
 * - `node` (default): the production builds on the Node static servers `npm start` uses;
 * - `nginx`: the same builds served by the host's nginx with deploy/nginx's config;
 * - `compose`: the composed containers, images built from the repository's Dockerfiles, with
 *   PostgreSQL and MailDev (scripts/lib/compose.ts): the production-like pass CI runs.
 */
export type StackKind = 'node' | 'nginx' | 'compose';

export function stackKind(): StackKind {
  const kind = process.env.E2E_STACK ?? 'node';
  if (kind !== 'node' && kind !== 'nginx' && kind !== 'compose') throw new Error(`E2E_STACK must be node, nginx or compose, got "${kind}"`);
  return kind;
}
