import { z } from 'zod';
import type { Endpoint } from 'contract/endpoints';
import { recordPlayedMinutes } from '../../domain/play-limits/recorded-play';
import { ApiError, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { InternalRoutes } from './context';

export const RecordPlayBody = z.object({
  playerId: z.uuid({ error: 'playerId must be a player uuid.' }),
  minutes: z.number().int().min(1).max(600),
});

const recordPlay: Endpoint<{ body: typeof RecordPlayBody }, null, 'open', 'json'> = {
  method: 'POST',
  path: '/api/internal/v1/play-clock/played',
  access: 'open',
  encoding: 'json',
};

/**
 * POST /api/internal/v1/play-clock/played on the internal listener: records `minutes` of play
 * ending now (a closed practice game dealt that long ago), so an end-to-end test reaches a daily
 * limit without playing for half an hour (ADR 061). Served only with PRIVACY_JOBS_CLOCK_CONTROL,
 * the e2e stacks' one test clock, which a production start refuses; the service key is checked first.
 */
export const internalPlayClockRoutes: InternalRoutes = async (app, { config, db }) => {
  if (!config.privacyJobs.clockControl) return;
  serveEndpoint(app, recordPlay, {
    schema: { body: RecordPlayBody },
    handler: async (request) => {
      if (!(await recordPlayedMinutes(db, request.body.playerId, request.body.minutes))) throw ApiError.notFound('Player not found.');
      request.log.warn('play recorded as of another time (PRIVACY_JOBS_CLOCK_CONTROL)');
      return ok(null, 'Play recorded.');
    },
  });
};
