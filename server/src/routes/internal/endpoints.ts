import type { Endpoint } from 'contract/endpoints';
import { z } from 'zod';

/**
 * The internal listener's calls, declared the way the player API's are (contract/src/api/endpoints.ts)
 * but kept in the server, since no front end calls them: the route serves the declaration and
 * `npm run coins` calls it. 'open' as far as player tokens go: the listener checks the service key
 * of every request before any route.
 */

/** Large enough for any real credit, small enough that a typo cannot approach bigint limits. */
const MAX_CREDIT = 1_000_000_000_000;

export const CreditHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'The Idempotency-Key header is required: a retry with the same key never pays twice.' })
    .trim()
    .min(1, 'The Idempotency-Key header must not be empty.')
    .max(200, 'The Idempotency-Key header must be at most 200 characters.'),
});

export const CreditBody = z.object({
  email: z.string({ error: 'email is required.' }).trim().pipe(z.email('email must be an e-mail address.')),
  amount: z
    .number({ error: 'amount must be a positive whole number.' })
    .int('amount must be a positive whole number.')
    .positive('amount must be a positive whole number.')
    .max(MAX_CREDIT, `amount must be at most ${MAX_CREDIT}.`),
  /** Which service credits (e.g. games, coins-cli): recorded with every credit. */
  source: z
    .string({ error: 'source is required: the name of the calling service.' })
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'source must be 1-40 lowercase letters, digits or "-", e.g. "games".'),
  reason: z.string().trim().min(1, 'reason must not be empty.').max(200, 'reason must be at most 200 characters.').optional(),
});

/** The player credited and their balance after the credit. */
export interface CoinCredit {
  uuid: string;
  email: string;
  balance: number;
}

type CreditRequest = { headers: typeof CreditHeaders; body: typeof CreditBody };

/** Idempotent per (source, Idempotency-Key): a retry answers the first credit and pays nothing. */
const creditCoins: Endpoint<CreditRequest, CoinCredit, 'open', 'json'> = {
  method: 'POST',
  path: '/api/internal/v1/coins/credit',
  access: 'open',
  encoding: 'json',
};

export const internalEndpoints = { creditCoins } as const;
