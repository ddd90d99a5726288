/**
 * The composed stack's PostgreSQL, read as an operator with shell access would (compose stack
 * only: the Node stack's PGlite lives inside the server process). Never published on the host.
 */
import { containerOf, docker } from '../../scripts/lib/compose';

/**
 * How many lines of `pg_dump --data-only` (every row of every table) hold `text`, case ignored.
 * Searched inside the container: the dump itself is megabytes.
 */
export function linesOfTheDumpHolding(text: string): number {
  const script = 'pg_dump --username=rewards --data-only rewards | grep -ciF -- "$1" || true';
  return Number(docker(['exec', containerOf('postgres'), 'sh', '-c', script, 'sh', text]).trim());
}

/** One query's answer, unaligned and without headers (psql -At). */
export function containersDatabaseQuery(sql: string): string {
  return docker(['exec', containerOf('postgres'), 'psql', '--username=rewards', '--dbname=rewards', '-At', '-c', sql]).trim();
}
