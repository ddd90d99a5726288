import { PassThrough } from 'node:stream';
import { eventStreams, type BalanceEvent } from 'shared/endpoints';
import { readBalance, type BalanceChange } from '../../domain/balance-events';
import { ApiError } from '../../http/envelope';
import { assertGuarded } from '../../http/serve-endpoint';
import { accessTokenOf } from '../../plugins/authentication';
import { playerIdOf } from '../../plugins/own-player';
import type { ApiRoutes } from './context';

/** Proxies and load balancers close a connection idle for a minute or so; a comment every 25 s keeps it open. */
export const HEARTBEAT_MS = 25_000;

/** setTimeout's largest delay; a token living longer is still checked at each heartbeat. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const balanceEvent = (data: BalanceEvent) => `event: balance\ndata: ${JSON.stringify(data)}\n\n`;
/** Tells a stream pushed out by a newer one not to reconnect: two devices taking turns would otherwise push each other out forever. */
const REPLACED_EVENT = 'event: replaced\ndata: {}\n\n';

/**
 * GET /api/external/v1/events: the signed-in player's balance as server-sent events. A `balance`
 * event with the balance read now, then one per committed change. The stream ends when the token
 * expires or its session ends (checked at each heartbeat), or when a newer stream of the same
 * player pushes it out (MAX_STREAMS_PER_PLAYER, announced by a `replaced` event). After an expiry
 * the client opens a new stream with its current token; after `replaced` it does not. The token comes in the Authorization header only, never in the URL.
 */
export const balanceEventRoutes: ApiRoutes = async (app, { db, balanceEvents, sessions, requireAccessToken }) => {
  const { playerEvents } = eventStreams;
  assertGuarded(playerEvents, requireAccessToken);
  const heartbeatMs = balanceEvents.heartbeatMs ?? HEARTBEAT_MS;

  app.route({
    method: playerEvents.method,
    url: playerEvents.path,
    onRequest: requireAccessToken,
    handler: async (request, reply) => {
      const claims = accessTokenOf(request);
      const playerId = playerIdOf(request);
      const body = new PassThrough();
      // Changes arrive from the hub while the first balance is read; each is sent only if newer
      // than the last sent, so neither a late notification nor a slow read can show an older balance.
      let sentVersion = -1;
      let firstSent = false;
      const early: BalanceChange[] = [];
      const send = (change: BalanceChange) => {
        if (change.version <= sentVersion || body.writableEnded) return;
        sentVersion = change.version;
        body.write(balanceEvent({ coins: change.coins, version: change.version }));
      };
      const end = () => body.end();
      const unsubscribe = await balanceEvents.hub.subscribe(playerId, {
        onChange: (change) => (firstSent ? send(change) : early.push(change)),
        onResumed: () => void readBalance(db, playerId).then((change) => change && send(change), end),
        onRemoved: (reason) => {
          if (reason === 'replaced' && !body.writableEnded) body.write(REPLACED_EVENT);
          end();
        },
      });
      let current: BalanceChange | undefined;
      try {
        current = await readBalance(db, playerId);
      } catch (error) {
        unsubscribe();
        throw error;
      }
      if (!current) {
        unsubscribe();
        throw ApiError.notFound('Player not found.');
      }
      send(current);
      firstSent = true;
      early.forEach(send);

      const heartbeat = setInterval(() => {
        if (body.writableEnded) return;
        body.write(': keep-alive\n\n');
        sessions.isOpen(claims).then((open) => open || end(), end);
      }, heartbeatMs);
      const expiry = setTimeout(end, Math.min(MAX_TIMER_MS, Math.max(0, claims.exp * 1000 - Date.now())));
      // 'close' comes both when the client goes away and after end(): the one place that lets go.
      body.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
      });
      reply.raw.on('close', () => body.destroy());

      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        // nginx (deploy/) would otherwise buffer the stream and deliver events late, in batches.
        .header('x-accel-buffering', 'no')
        .send(body);
    },
  });
};
