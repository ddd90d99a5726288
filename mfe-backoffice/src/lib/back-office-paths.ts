import { paths } from 'shared';

/**
 * The back office's own pages under the shell's /operator/* (the routes are this remote's; the
 * shell knows only the prefix): the withdrawal queue and requests from `paths`, the identity reviews, suspicious play and privacy requests.
 */
export const backOfficePaths = {
  ...paths.operator,
  identities: `${paths.operator.root}/identities`,
  suspiciousPlay: `${paths.operator.root}/suspicious-play`,
  privacyRequests: `${paths.operator.root}/privacy-requests`,
} as const;

/** One identity review, by its verification id. */
export const identityPath = (id: string) => `${backOfficePaths.identities}/${encodeURIComponent(id)}`;

/** One privacy request, by its id. */
export const privacyRequestPath = (id: string) => `${backOfficePaths.privacyRequests}/${encodeURIComponent(id)}`;

/** One withdrawal request, by its code. */
export const requestPath = (code: string) => paths.operator.request.replace(':code', code);

/** The queue's search the operator came from (filters, page), handed over in a link's state so the back link returns to it. */
export function queueSearchOf(state: unknown): string {
  const search = (state as { queueSearch?: unknown } | null)?.queueSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}
