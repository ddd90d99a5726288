/** Helpers of the bank-details, withdrawal and transactions suites. */
import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../../src/db/database';
import { createPlayer, devPersonalDataKeys, type CreatedPlayer, type PlayerSpec } from '../../src/seed/factories';
import { openAccountNumber } from '../../src/domain/bank-details';
import { bearer, signIn, type TestStack } from './test-apps';

export const SAVE_BANK_DETAILS = '/api/external/v1/save-bank-details';
export const BANK_DETAILS_READ = '/api/external/v1/bank-details';
export const WITHDRAW = '/api/external/v1/get-user-withdrawl';
export const TRANSACTIONS = '/api/external/v1/transactions';

/** A valid save-bank-details body without its uuid. */
export const BANK_DETAILS = {
  bankName: 'Bank of Ceylon',
  accountNumber: '0071234567',
  accountHolderName: 'Nimal Perera',
  branchName: 'Kandy',
};

export interface SignedInPlayer extends CreatedPlayer {
  token: string;
}

/** A new player with `coins`, signed in, and (unless told otherwise) with bank details saved. */
export async function signedInPlayer(
  stack: TestStack,
  db: Database,
  overrides: Partial<PlayerSpec> & { withBankDetails?: boolean } = {},
): Promise<SignedInPlayer> {
  const { withBankDetails = true, ...spec } = overrides;
  const player = await createPlayer(db, spec);
  const token = await signIn(stack, player.email, player.password);
  if (withBankDetails) {
    const response = await saveBankDetails(stack.api, token, { uuid: player.id, ...BANK_DETAILS });
    if (response.statusCode !== 200) throw new Error(`Saving bank details failed: ${response.body}`);
  }
  return { ...player, token };
}

/** A stored account number opened as the test stack opens it: its key is the development one (testConfig). */
export function openedAccountNumber(sealed: unknown, context: string): string {
  return openAccountNumber(devPersonalDataKeys(), sealed as Uint8Array | null, context);
}

export function saveBankDetails(api: FastifyInstance, token: string, payload: object) {
  return api.inject({ method: 'POST', url: SAVE_BANK_DETAILS, headers: bearer(token), payload });
}

export function readBankDetails(api: FastifyInstance, token: string, uuid: string) {
  return api.inject({ url: `${BANK_DETAILS_READ}?uuid=${encodeURIComponent(uuid)}`, headers: bearer(token) });
}

export function withdraw(api: FastifyInstance, token: string, payload: object, headers: Record<string, string> = {}) {
  return api.inject({ method: 'POST', url: WITHDRAW, headers: { ...bearer(token), ...headers }, payload });
}

export function transactions(api: FastifyInstance, token: string, uuid: string) {
  return api.inject({ url: `${TRANSACTIONS}?uuid=${encodeURIComponent(uuid)}`, headers: bearer(token) });
}

export interface AccountState {
  coins: number;
  /** Sum of the player's ledger rows. */
  ledgerSum: number;
  /** The lowest balance the ledger ever shows, replayed in insertion order. */
  lowestRunningBalance: number;
  debits: number;
  requests: number;
  /** Sum of the player's withdrawal requests in LKR. */
  requestedTotal: number;
  /** Requests whose debit is not exactly their amount (must be 0). */
  unmatchedRequests: number;
}

export async function accountState(db: Queryable, playerId: string): Promise<AccountState> {
  const { rows } = await db.query<AccountState>(
    `SELECT p.coins,
            (SELECT COALESCE(SUM(amount), 0) FROM coin_ledger WHERE player_id = p.id)::bigint AS "ledgerSum",
            (SELECT COALESCE(MIN(running), 0) FROM (
               SELECT SUM(amount) OVER (ORDER BY id) AS running FROM coin_ledger WHERE player_id = p.id) AS history
            )::bigint AS "lowestRunningBalance",
            (SELECT count(*) FROM coin_ledger WHERE player_id = p.id AND kind = 'debit') AS debits,
            (SELECT count(*) FROM withdrawal_requests WHERE player_id = p.id) AS requests,
            (SELECT COALESCE(SUM(amount_lkr), 0) FROM withdrawal_requests WHERE player_id = p.id)::bigint AS "requestedTotal",
            (SELECT count(*) FROM withdrawal_requests w JOIN coin_ledger l ON l.id = w.ledger_entry_id
              WHERE w.player_id = p.id AND (l.player_id <> w.player_id OR l.amount <> -w.amount_lkr)) AS "unmatchedRequests"
       FROM players p WHERE p.id = $1`,
    [playerId],
  );
  return rows[0]!;
}
