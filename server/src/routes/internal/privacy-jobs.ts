import { z } from 'zod';
import type { Endpoint } from 'contract/endpoints';
import { runPrivacyJobs } from '../../domain/privacy-jobs';
import { ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { InternalRoutes } from './context';

export const RunPrivacyJobsBody = z.object({
  asOf: z.iso.datetime({ offset: true, error: 'asOf must be an ISO 8601 date and time, e.g. 2026-12-31T00:00:00Z.' }),
});

/** The counts of records each job handled. */
export type PrivacyJobCounts = Record<string, number>;

const runAsOf: Endpoint<{ body: typeof RunPrivacyJobsBody }, PrivacyJobCounts, 'open', 'json'> = {
  method: 'POST',
  path: '/api/internal/v1/privacy-jobs/run',
  access: 'open',
  encoding: 'json',
};

/**
 * POST /api/internal/v1/privacy-jobs/run on the internal listener: runs the privacy jobs now, as
 * of `asOf`, so an end-to-end test can pass a closure's 14 days (ADR 059). Served only when the
 * server was started with PRIVACY_JOBS_CLOCK_CONTROL=true, which a production start refuses;
 * otherwise the path is a 404 like any other unknown one. The service key is checked first.
 */
export const internalPrivacyJobRoutes: InternalRoutes = async (app, { config, db }) => {
  if (!config.privacyJobs.clockControl) return;
  serveEndpoint(app, runAsOf, {
    schema: { body: RunPrivacyJobsBody },
    handler: async (request) => {
      const counts = await runPrivacyJobs(db, new Date(request.body.asOf));
      request.log.warn({ privacyJobs: counts }, 'privacy jobs run as of another time (PRIVACY_JOBS_CLOCK_CONTROL)');
      return ok(counts, 'Privacy jobs ran.');
    },
  });
};
