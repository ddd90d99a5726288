import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PG_TYPE, parseDate, parseInt8, queryableOf, translateError, type Database, type Queryable } from './database';

const parsers = { [PG_TYPE.INT8]: parseInt8, [PG_TYPE.DATE]: parseDate };

function queryable(target: PGlite | Transaction): Queryable {
  return queryableOf({
    rows: async (sql, params) => (await target.query(typeof sql === 'string' ? sql : sql.text, params)).rows,
    script: async (sql) => {
      await target.exec(sql);
    },
  });
}

export interface PgliteDatabase extends Database {
  /** The whole database as a tarball, which `openPglite({ loadDataDir })` starts from. */
  dumpDataDir(): Promise<Blob>;
}

export interface PgliteOptions {
  /** Directory of the database files; undefined means in memory (tests). */
  dataDir?: string;
  /** Start from a dump instead of running initdb: much faster (tests use prepared templates). */
  loadDataDir?: Blob;
}

/**
 * Embedded PostgreSQL (WASM). One process only: a second process cannot open the same
 * directory, so tools talk to the API instead.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const { dataDir, loadDataDir } = options;
  if (dataDir) mkdirSync(dataDir, { recursive: true }); // PGlite creates only the last level
  // PostgreSQL keeps a descriptor open per table and index file it has touched, up to
  // max_files_per_process (1,000): in this process they are the server's own, taken from the
  // sockets' share (ADR 040). 64, PostgreSQL's least, keeps them few however many tables there are.
  const startParams = [...PGlite.defaultStartParams, '-c', 'max_files_per_process=64'];
  const pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), parsers, startParams });
  const root = queryable(pglite);
  return {
    dumpDataDir: () => pglite.dumpDataDir('none'),
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      try {
        return await pglite.transaction((tx) => fn({ ...queryable(tx), inTransaction: true }));
      } catch (error) {
        return translateError(error);
      }
    },
    async listen(channel, { onNotification }) {
      // One embedded connection: NOTIFY and LISTEN share it, and it is never lost, so never resumed.
      let unlisten: () => Promise<void>;
      try {
        unlisten = await pglite.listen(channel, onNotification);
      } catch (error) {
        return translateError(error);
      }
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
