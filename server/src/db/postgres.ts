import pg from 'pg';
import { PG_TYPE, parseDate, parseInt8, queryableOf, translateError, type Database, type Queryable } from './database';
import { createPostgresListener, type PostgresListener } from './postgres-listener';

const typeParsers: Record<number, (text: string) => unknown> = {
  [PG_TYPE.INT8]: parseInt8,
  [PG_TYPE.DATE]: parseDate,
};

// Per-pool parsers, so the process-wide `pg.types` registry stays untouched.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    typeParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return queryableOf({
    rows: async (sql, params) =>
      (await (typeof sql === 'string' ? client.query(sql, params) : client.query({ name: sql.name, text: sql.text, values: params }))).rows,
    // Without parameters pg uses the simple protocol, which accepts several statements.
    script: async (sql) => {
      await client.query(sql);
    },
  });
}

/** How the LISTEN connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'playprize-listener';

/** Real PostgreSQL through a `pg` pool (DATABASE_URL), and one more connection for LISTEN once something listens. */
export function openPostgres(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    types,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const root = queryable(pool);
  let closed: Promise<void> | undefined;
  let listener: PostgresListener | undefined;
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        return translateError(error);
      }
      // The pool listens for errors of idle clients only. A connection the server ends while it is
      // checked out (PostgreSQL stopped between two statements) would otherwise be an unhandled
      // 'error' event, which ends the process; this way the next statement fails instead.
      const ignoreConnectionError = () => undefined;
      client.on('error', ignoreConnectionError);
      const release = (destroy: boolean) => {
        client.removeListener('error', ignoreConnectionError);
        client.release(destroy);
      };
      try {
        await client.query('BEGIN');
        const result = await fn({ ...queryable(client), inTransaction: true });
        await client.query('COMMIT');
        release(false);
        return result;
      } catch (error) {
        // A failed ROLLBACK means the connection is broken: destroy it instead of pooling it.
        const rolledBack = await client.query('ROLLBACK').then(
          () => true,
          () => false,
        );
        release(!rolledBack);
        return translateError(error);
      }
    },
    listen(channel, onNotification) {
      // TCP keep-alive: an idle LISTEN connection cut by a NAT or a failover would otherwise look open for ever.
      listener ??= createPostgresListener(
        () =>
          new pg.Client({ connectionString, connectionTimeoutMillis: 5000, keepAlive: true, application_name: LISTENER_APPLICATION_NAME }),
      );
      return listener.listen(channel, onNotification);
    },
    close() {
      closed ??= Promise.all([pool.end(), listener?.close()]).then(() => undefined);
      return closed;
    },
  };
}
