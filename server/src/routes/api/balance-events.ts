import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { eventStreams, type BalanceEvent } from 'contract/endpoints';
import type { Config } from '../../config';
import { readBalance, type BalanceChange } from '../../domain/balance-events';
import { ApiError } from '../../http/envelope';
import { assertGuarded } from '../../http/serve-endpoint';
import {
  createStreamSlots,
  defaultStreamsPerReplica,
  descriptorBudget,
  type StreamRefusal,
  type StreamSlots,
} from '../../http/stream-slots';
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
/** Tells a stream that reached its lifetime to open a new one after the shortest wait: a planned end, not a failure to back off from. */
const RECONNECT_EVENT = 'event: reconnect\ndata: {}\n\n';

/** How long a client refused for lack of slots waits: streams end within BALANCE_STREAM_MAX_SECONDS, spread out, so slots free up steadily. */
export const STREAM_RETRY_AFTER_SECONDS = 30;

const REFUSALS: Record<StreamRefusal, string> = {
  replica: `This server has as many live balance streams open as it can hold. Please try again in ${STREAM_RETRY_AFTER_SECONDS} seconds.`,
  address: `Too many live balance streams are open from your network. Please try again in ${STREAM_RETRY_AFTER_SECONDS} seconds.`,
};

/** This replica's slots: BALANCE_STREAMS_PER_REPLICA, or half the descriptors left now that the replica has started. */
function replicaStreamSlots(app: FastifyInstance, config: Config): StreamSlots {
  const budget = descriptorBudget();
  const { perAddress, maxSeconds } = config.balanceStreams;
  const perReplica = config.balanceStreams.perReplica ?? defaultStreamsPerReplica(budget);
  app.log.info(
    {
      streamsPerReplica: perReplica,
      streamsPerAddress: perAddress,
      streamMaxSeconds: maxSeconds,
      descriptorLimit: budget.limit,
      descriptorsInUse: budget.inUse,
    },
    `Live-balance streams: at most ${perReplica} on this replica, ${perAddress} per client network, each for up to ${maxSeconds} s`,
  );
  return createStreamSlots({ perReplica, perAddress, ipv6PrefixLength: config.rateLimits.ipv6PrefixLength });
}

/**
 * A stream's lifetime: between 75% and 100% of the maximum, so streams opened together (a replica's
 * restart, a reconnecting crowd) end spread out rather than all at once.
 */
const lifetimeMs = (maxSeconds: number) => maxSeconds * 1000 * (0.75 + 0.25 * Math.random());

/**
 * GET /api/external/v1/events: the signed-in player's balance as server-sent events. A `balance`
 * event with the balance read now, then one per committed change. The stream ends when the token
 * expires or its session ends (checked at each heartbeat), or when a newer stream of the same
 * player pushes it out (MAX_STREAMS_PER_PLAYER, announced by a `replaced` event), or after its
 * lifetime (BALANCE_STREAM_MAX_SECONDS, announced by a `reconnect` event). After an expiry or
 * `reconnect` the client opens a new stream with its current token; after `replaced` it does not.
 * Each stream holds a descriptor: beyond BALANCE_STREAMS_PER_REPLICA, or
 * BALANCE_STREAMS_PER_ADDRESS from one client network, a new one is refused with 503 and
 * Retry-After (ADR 040). The token comes in the Authorization header only, never in the URL.
 */
export const balanceEventRoutes: ApiRoutes = async (app, { config, db, balanceEvents, sessions, requireAccessToken }) => {
  const { playerEvents } = eventStreams;
  assertGuarded(playerEvents, requireAccessToken);
  const heartbeatMs = balanceEvents.heartbeatMs ?? HEARTBEAT_MS;
  const { maxSeconds } = config.balanceStreams;
  const slots = balanceEvents.slots ?? replicaStreamSlots(app, config);

  app.route({
    method: playerEvents.method,
    url: playerEvents.path,
    onRequest: requireAccessToken,
    handler: async (request, reply) => {
      const claims = accessTokenOf(request);
      const playerId = playerIdOf(request);
      // Taken before any await, so parallel opens are counted one by one; released once, when the stream closes.
      const slot = slots.take(request.ip);
      if ('refused' in slot) {
        request.log.warn({ refused: slot.refused }, 'balance stream refused: no slot');
        // The connection goes too: a refused client must not keep its descriptor open idle.
        reply.header('retry-after', String(STREAM_RETRY_AFTER_SECONDS)).header('connection', 'close');
        throw ApiError.unavailable(REFUSALS[slot.refused]);
      }
      const body = new PassThrough();
      body.on('close', slot.release);
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
      let unsubscribe: () => void;
      try {
        unsubscribe = await balanceEvents.hub.subscribe(playerId, {
          onChange: (change) => (firstSent ? send(change) : early.push(change)),
          onResumed: () => void readBalance(db, playerId).then((change) => change && send(change), end),
          onRemoved: (reason) => {
            if (reason === 'replaced' && !body.writableEnded) body.write(REPLACED_EVENT);
            end();
          },
        });
      } catch (error) {
        slot.release();
        throw error;
      }
      let current: BalanceChange | undefined;
      try {
        current = await readBalance(db, playerId);
      } catch (error) {
        unsubscribe();
        slot.release();
        throw error;
      }
      if (!current) {
        unsubscribe();
        slot.release();
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
      const lifetime = setTimeout(() => {
        if (!body.writableEnded) body.write(RECONNECT_EVENT);
        end();
      }, lifetimeMs(maxSeconds));
      // 'close' comes both when the client goes away and after end(): the one place that lets go.
      body.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        clearTimeout(lifetime);
        unsubscribe();
      });
      reply.raw.on('close', () => body.destroy());

      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // nginx (deploy/) would otherwise buffer the stream and deliver events late, in batches.
          .header('x-accel-buffering', 'no')
          .send(body)
      );
    },
  });
};
