import type { CoinMovement } from 'contract/account-endpoints';
import type { Queryable } from '../../../db/database';
import { coinHistory } from '../../coin-history';

const PAGE = 50;

/** Every coin movement, newest first, with the balance after it: the account area's history, all pages. */
export async function readCoinLedger(db: Queryable, playerId: string): Promise<CoinMovement[]> {
  const movements: CoinMovement[] = [];
  let before: number | undefined;
  do {
    const page = await coinHistory(db, playerId, { before, limit: PAGE });
    movements.push(...page.movements);
    before = page.nextBefore ?? undefined;
  } while (before !== undefined);
  return movements;
}
