/**
 * How many long-lived streams one replica holds (ADR 040): each open stream keeps a socket, so a
 * file descriptor, for as long as it lasts. With 1,024 descriptors, ~1,000 balance streams left none
 * for other players' requests or the database, and the API stopped answering everyone. Slots are
 * counted per replica and per client network (an IPv6 client by its /64, client-network.ts); both
 * counts are taken in one synchronous step, so parallel opens can never over-admit.
 */
import fs from 'node:fs';
import { clientNetwork } from './client-network';

/** The descriptor limit assumed where the process cannot read its own (the common default soft limit). */
export const FALLBACK_DESCRIPTOR_LIMIT = 1024;

/** Streams may take at most this share of the descriptors: the rest serve requests, the database, files and logs. */
const STREAM_SHARE_OF_DESCRIPTORS = 0.5;

/** Beyond this a replica's memory, not its descriptors, runs out first (a stream holds a few tens of KB). */
const MAX_DEFAULT_STREAMS_PER_REPLICA = 4000;

/** The process's soft limit of open files (`ulimit -n`), read from /proc on Linux; undefined elsewhere. */
export function openFileLimit(limitsFile = '/proc/self/limits'): number | undefined {
  try {
    const line = fs
      .readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((text) => text.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

/** How many descriptors the process has open now (Linux /proc); undefined elsewhere. */
export function openDescriptors(descriptorsDir = '/proc/self/fd'): number | undefined {
  try {
    return fs.readdirSync(descriptorsDir).length;
  } catch {
    return undefined;
  }
}

/** The descriptors a replica has and has used once started (the database open, the identity listening). */
export interface DescriptorBudget {
  limit: number;
  inUse: number;
}

export function descriptorBudget(): DescriptorBudget {
  return { limit: openFileLimit() ?? FALLBACK_DESCRIPTOR_LIMIT, inUse: openDescriptors() ?? 0 };
}

/**
 * BALANCE_STREAMS_PER_REPLICA's default: half the descriptors left once the replica has started
 * (about 500 of 1,024 on PostgreSQL), at most 4,000; the other half serves requests.
 */
export function defaultStreamsPerReplica({ limit, inUse }: DescriptorBudget): number {
  return Math.max(1, Math.min(MAX_DEFAULT_STREAMS_PER_REPLICA, Math.floor((limit - inUse) * STREAM_SHARE_OF_DESCRIPTORS)));
}

export interface StreamLimits {
  perReplica: number;
  perAddress: number;
  /** IPv6 clients are counted by their network of this many bits. */
  ipv6PrefixLength: number;
}

/** Why a stream was refused: this replica is full, or the client's address holds its share already. */
export type StreamRefusal = 'replica' | 'address';

export interface StreamSlots {
  /** Takes a slot for a stream from `address`: a release function (idempotent), or why not. */
  take(address: string): { release: () => void } | { refused: StreamRefusal };
  /** Open streams on this replica, and from one address's network. */
  open(address?: string): number;
}

export function createStreamSlots({ perReplica, perAddress, ipv6PrefixLength }: StreamLimits): StreamSlots {
  let total = 0;
  const byNetwork = new Map<string, number>();
  return {
    take(address) {
      const network = clientNetwork(address, ipv6PrefixLength);
      const fromNetwork = byNetwork.get(network) ?? 0;
      if (total >= perReplica) return { refused: 'replica' };
      if (fromNetwork >= perAddress) return { refused: 'address' };
      total += 1;
      byNetwork.set(network, fromNetwork + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          total -= 1;
          const left = (byNetwork.get(network) ?? 1) - 1;
          if (left === 0) byNetwork.delete(network);
          else byNetwork.set(network, left);
        },
      };
    },
    open: (address) => (address === undefined ? total : (byNetwork.get(clientNetwork(address, ipv6PrefixLength)) ?? 0)),
  };
}
