/**
 * The composed stack's PostgreSQL, read as an operator with shell access would (compose stack
 * only: the Node stack's PGlite lives inside the server process). Never published on the host.
 */
import { containerOf, docker } from '../../scripts/lib/compose';

/** Every row of every table, as `pg_dump --data-only` writes it, lower-cased. */
export function containersDatabaseDump(): string {
  return docker(['exec', containerOf('postgres'), 'pg_dump', '--username=rewards', '--data-only', 'rewards']).toLowerCase();
}

/** One query's answer, unaligned and without headers (psql -At). */
export function containersDatabaseQuery(sql: string): string {
  return docker(['exec', containerOf('postgres'), 'psql', '--username=rewards', '--dbname=rewards', '-At', '-c', sql]).trim();
}
