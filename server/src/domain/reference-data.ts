import type { Country } from 'contract/endpoints';
import type { Queryable } from '../db/database';

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Every country, sorted by English name. Sorted here rather than by ORDER BY so the order is the
 * same whatever collation the database was created with (PGlite and PostgreSQL differ).
 */
export async function listCountries(db: Queryable): Promise<Country[]> {
  const { rows } = await db.query<Country>('SELECT id, name, code FROM countries');
  return rows.sort((a, b) => byName.compare(a.name, b.name));
}

/** countries.id is an `integer`: a larger number names no country, and would fail the cast (a 500). */
const MAX_INTEGER = 2_147_483_647;

export async function countryExists(db: Queryable, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id > MAX_INTEGER) return false;
  const { rows } = await db.query('SELECT 1 FROM countries WHERE id = $1', [id]);
  return rows.length > 0;
}
