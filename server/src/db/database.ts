/**
 * The one database interface of the server. PGlite (embedded) and PostgreSQL (`pg`) both
 * implement it, and every query is plain PostgreSQL SQL with $1 parameters, so there is one
 * SQL code path for both.
 */
export interface QueryResult<T> {
  rows: T[];
}

/**
 * A statement PostgreSQL parses and plans once per connection and then only executes (a named
 * prepared statement): for the reads every signed-in request makes, whose planning anew each time
 * held the profile read to about half its throughput (ADR 081). Its columns are named, never `*`,
 * so a migration that adds a column leaves the plan's result unchanged. PGlite runs it as any
 * other statement.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/** One name per statement text in the process: the name is what each connection keeps it under. */
export function preparedStatement(name: string, text: string): PreparedStatement {
  return { name, text };
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string | PreparedStatement, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * A Queryable inside an open transaction. Functions that must change several rows together
 * (a balance and its ledger row) take this type, so they cannot be handed a bare connection.
 */
export interface Transaction extends Queryable {
  readonly inTransaction: true;
}

/** What a LISTEN is told: each NOTIFY's payload, and that notifications may have been missed. */
export interface NotificationListener {
  onNotification(payload: string): void;
  /**
   * PostgreSQL only: the listening connection was lost and is back. NOTIFYs committed while it was
   * down are gone for good, so a listener that mirrors state reads it again here.
   */
  onResumed?(): void;
}

/** Ends one listen(); the channel is UNLISTENed once its last listener has gone. */
export type Unlisten = () => Promise<void>;

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Receives the NOTIFYs on `channel` from every process on this database, each once its
   * transaction has committed (never a rolled-back one's). Rejects with DatabaseUnavailableError
   * when the database cannot be reached.
   */
  listen(channel: string, listener: NotificationListener): Promise<Unlisten>;
  close(): Promise<void>;
}

/** The database cannot be reached (down, closed, connection refused); the API answers 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable.', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  // PostgreSQL SQLSTATE class 08 (connection exception) and 57P (operator intervention).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

const CONNECTION_ERROR_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
  /Client has encountered a connection error/i,
];

/** Duck-typed: socket errors come from Node's realm, so `instanceof Error` is unreliable under Jest. */
function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
  // net.connect to "localhost" tries ::1 and 127.0.0.1 and reports both in an AggregateError.
  if (Array.isArray(errors) && errors.some(isConnectionError)) return true;
  return typeof message === 'string' && CONNECTION_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

/** Rethrows connection failures as DatabaseUnavailableError; other errors pass unchanged. */
export function translateError(error: unknown): never {
  throw isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
}

/** A driver's statements as both backends run them, for queryableOf. */
export interface Statements {
  rows(sql: string | PreparedStatement, params: unknown[]): Promise<unknown[]>;
  script(sql: string): Promise<void>;
}

/** The Queryable over a driver's statements, its connection failures translated alike on both backends. */
export function queryableOf(statements: Statements): Queryable {
  return {
    async query<T>(sql: string | PreparedStatement, params: readonly unknown[] = []) {
      try {
        return { rows: (await statements.rows(sql, [...params])) as T[] };
      } catch (error) {
        return translateError(error);
      }
    },
    async exec(sql: string) {
      try {
        await statements.script(sql);
      } catch (error) {
        translateError(error);
      }
    },
  };
}

/** PostgreSQL error code of a failed statement, e.g. '23505' for a unique violation. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export const UNIQUE_VIOLATION = '23505';

/** character_not_in_repertoire: text holding U+0000, which PostgreSQL cannot store or compare. */
export const CHARACTER_NOT_IN_REPERTOIRE = '22021';

/** How both services explain a CHARACTER_NOT_IN_REPERTOIRE failure to the caller (a 400). */
export const NUL_IN_TEXT_MESSAGE = 'The request contains a NUL character (U+0000), which no field accepts.';

/** Type OIDs whose text form both drivers must parse the same way. */
export const PG_TYPE = { INT8: 20, DATE: 1082 } as const;

/** int8 (bigint, bigserial, count(*)) as a JS number; refuses values a number cannot hold exactly. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} exceeds Number.MAX_SAFE_INTEGER`);
  return value;
}

/** date stays 'YYYY-MM-DD': a JS Date would shift it by the process time zone. */
export function parseDate(text: string): string {
  return text;
}
