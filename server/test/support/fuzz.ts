/**
 * Building blocks of the fuzz suite (test/fuzz.test.ts): hostile request parts as fast-check
 * arbitraries, and a fingerprint of the whole database to prove a refused request changed nothing.
 */
import fc from 'fast-check';
import type { Queryable } from '../../src/db/database';

/** Fixed, so every run sends the same requests; FUZZ_SEED=<n> replays another run. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

const KIB = 1024;

/** Strings that have broken parsers, databases, logs and mail headers before. */
const NASTY_STRINGS = [
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '\u202Egnp.exe',
  '\u200B\u200D\uFEFF',
  'Ｅｖｅ',
  '👩‍👩‍👧‍👦',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE players; --',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\r\nX-Injected: yes',
  '%00%0d%0a',
  'null',
  'NaN',
  '-0',
  '1e309',
  '0x7fffffff',
  '__proto__',
  'x'.repeat(5000),
];

export const trickyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/**
 * Numbers at the edges: none is a valid id of a seeded row (the seeds have a few dozen) nor a
 * withdrawal tier, so a body built from these can never be accepted.
 */
export const trickyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1.5, 4_999, 999_999, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value)),
);

/** Arrays or objects `depth` levels deep: `[[[…]]]` or `{"a":{"a":…}}`. */
export const deeplyNested = fc.tuple(fc.integer({ min: 20, max: 3000 }), fc.boolean()).map(([depth, asArrays]) => {
  const text = asArrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return JSON.parse(text) as unknown;
});

/** Any wrong-typed, odd or hostile JSON value. */
export const trickyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: trickyString },
  { weight: 2, arbitrary: trickyNumber },
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(trickyString, trickyNumber), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), trickyString, { maxKeys: 3 }),
  deeplyNested,
);

/** JSON objects with the endpoint's own field names holding tricky values (some fields left out). */
export const fieldsWithTrickyValues = (fields: readonly string[], pinned: Record<string, unknown> = {}) =>
  fc
    .record(Object.fromEntries(fields.map((field) => [field, trickyValue])), { requiredKeys: [] })
    .map((body) => JSON.stringify({ ...body, ...pinned }));

/** Texts that are not JSON, are JSON with traps, or are too large. */
export const malformedBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'nul',
    "{'a':1}",
    '{"a":1}garbage',
    '\uFEFF{}',
    'NaN',
    '{"a":1e999}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '"just a string"',
    '12345',
    'true',
    '[]',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer({ min: 17, max: 40 }).map((kib) => JSON.stringify({ firstName: 'x'.repeat(kib * KIB) })),
);

export const anyJsonText = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null');

export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'application/xml',
    'application/vnd.api+json',
    '',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }).map(printable),
);

/** Header values may hold visible ASCII, spaces and tabs only (no line breaks). */
export function printable(text: string): string {
  return text.replace(/[^\t\x20-\x7e]/g, '');
}

/** Header names that change framing or routing rather than content: never sent at random. */
const FRAMING_HEADERS = new Set([
  ...['content-length', 'transfer-encoding', 'host', 'connection', 'expect', 'upgrade'],
  ...['content-type', 'authorization'], // set deliberately by the suite
]);

/** A few extra headers with arbitrary names and values, plus the ones this API reads. */
export const extraHeaders = fc
  .record(
    {
      'x-service-key': fc.string({ maxLength: 40 }).map(printable),
      'idempotency-key': fc.oneof(fc.string({ maxLength: 120 }).map(printable), fc.uuid()),
      origin: fc.constantFrom('http://localhost:3000', 'https://evil.example', 'null'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1, 10.0.0.1', 'garbage'),
      accept: fc.constantFrom('*/*', 'text/html', 'application/json;q=0'),
    },
    { requiredKeys: [] },
  )
  .chain((known) =>
    fc
      .dictionary(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), fc.string({ maxLength: 60 }).map(printable), { maxKeys: 3 })
      .map((random) => ({
        ...Object.fromEntries(Object.entries(random).filter(([name]) => !FRAMING_HEADERS.has(name))),
        ...known,
      })),
  );

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent, which throws on lone surrogates: those go as U+FFFD, as a browser sends them. */
export function encodeUrlText(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

/** A query string: the endpoint's own keys with hostile values, or raw broken encodings. */
export const queryString = (fields: readonly string[]) =>
  fc.oneof(
    fc
      .array(fc.tuple(fc.constantFrom(...fields, 'x', 'uuid[]', '__proto__'), fc.oneof(trickyString, fc.string())), { maxLength: 4 })
      .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeUrlText(value)}`).join('&')),
    fc.constantFrom('%', '%zz', 'uuid=%E0%A4%A', 'uuid=%ED%A0%80', 'uuid=a&uuid=b', 'a[b][c]=1', '&&&=', 'uuid'),
    fc.constant(`uuid=${'9'.repeat(3000)}`),
  );

/**
 * Tables whose rows count requests by design (refused ones included): left out of the fingerprint.
 * A wrong current password is counted towards the sign-in lockout (ADR 042, ADR 052), so that no
 * endpoint that checks one is a guessing oracle.
 */
const COUNTERS = new Set(['rate_limit_windows', 'sign_in_failures']);

/**
 * Every table's row count and a digest of all its rows (players' coins and the ledger included),
 * in one query. Equal fingerprints: nothing was inserted, changed or deleted.
 */
async function databaseFingerprint(db: Queryable): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const parts = tables
    .filter((table) => !COUNTERS.has(table.name))
    .map(
      ({ name }) =>
        `SELECT '${name}' AS name, count(*) || ' rows, ' || coalesce(sum(hashtextextended(t::text, 0)), 0) AS digest FROM "${name}" t`,
    );
  const { rows } = await db.query<{ name: string; digest: string }>(parts.join(' UNION ALL '));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/**
 * The database's fingerprint, recomputed only after a write. PostgreSQL gives a transaction id
 * only to transactions that write, so while the next id to be assigned stays the same nothing can
 * have changed (fingerprinting every table after every request would dominate the run).
 */
export class DatabaseWatch {
  private constructor(
    private readonly db: Queryable,
    private nextTransactionId: string,
    private fingerprint: Record<string, string>,
  ) {}

  static async start(db: Queryable): Promise<DatabaseWatch> {
    return new DatabaseWatch(db, await nextTransactionId(db), await databaseFingerprint(db));
  }

  async current(): Promise<Record<string, string>> {
    const next = await nextTransactionId(this.db);
    if (next !== this.nextTransactionId) {
      this.nextTransactionId = next;
      this.fingerprint = await databaseFingerprint(this.db);
    }
    return this.fingerprint;
  }
}

/** Runs `request` and expects the database (its counters aside) to be the same afterwards. */
export async function changingNothing<T>(db: Queryable, request: () => Promise<T>): Promise<T> {
  const watch = await DatabaseWatch.start(db);
  const before = await watch.current();
  const answer = await request();
  expect(await watch.current()).toEqual(before);
  return answer;
}

async function nextTransactionId(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ id: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS id');
  return rows[0]!.id;
}
