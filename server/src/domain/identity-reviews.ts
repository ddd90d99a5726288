/**
 * What operators read about identity submissions (ADR 031): the queue, with the NIC masked; one
 * submission in full, unsealed, its reading audited; and its photos. Flags are worked out as the
 * submission is read, so they include whatever happened since it was made.
 */
import type { IdentityPhotoSide, IdentityPhotoType, IdentityStatus } from 'contract/identity';
import { parseNic } from 'contract/nic';
import type { IdentityFlag, IdentityReview, IdentityReviewItem, IdentityReviewPage } from 'contract/operator-endpoints';
import type { Queryable } from '../db/database';
import { likeTerm } from '../db/like-term';
import type { Actor } from './actors';
import { sealContext, writeIdentityAudit } from './identity-verifications';
import { openPersonalData, type PersonalDataKeys } from './personal-data';

export interface IdentityReviewFilter {
  status?: IdentityStatus;
  /** Part of the player's e-mail or name. */
  q?: string;
  /** Only submissions with a duplicate-NIC flag. */
  flagged?: 'true';
  page: number;
  pageSize: number;
}

// Flags: refused attempts either way round, and other accounts' submissions of the same NIC.
const FLAG_COUNT = `(SELECT count(*) FROM identity_duplicate_attempts a WHERE a.player_id = v.player_id OR a.holder_id = v.player_id)
  + (SELECT count(*) FROM identity_verifications o WHERE o.nic_lookup = v.nic_lookup AND o.player_id <> v.player_id)`;

const ITEM_COLUMNS = `v.id, v.status, p.id AS "playerUuid", p.email AS "playerEmail", p.first_name || ' ' || p.last_name AS "playerName",
  v.nic_ending AS "nicEnding", v.submitted_at AS "submittedAt", v.reviewed_at AS "reviewedAt", (${FLAG_COUNT})::int AS "flagCount"`;

type ItemRow = Omit<IdentityReviewItem, 'submittedAt' | 'reviewedAt'> & { submittedAt: Date; reviewedAt: Date | null };

const item = (row: ItemRow): IdentityReviewItem => ({
  id: row.id,
  status: row.status,
  playerUuid: row.playerUuid,
  playerEmail: row.playerEmail,
  playerName: row.playerName,
  nicEnding: row.nicEnding,
  submittedAt: row.submittedAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  flagCount: row.flagCount,
});

/** Oldest first: the queue is worked from the front. 'not_verified' has no submissions, so it lists none. */
export async function listIdentityReviews(db: Queryable, filter: IdentityReviewFilter): Promise<IdentityReviewPage> {
  const where = `($1::text IS NULL OR v.status = $1)
    AND ($2::text IS NULL OR lower(p.email) LIKE $2 OR lower(p.first_name || ' ' || p.last_name) LIKE $2)
    AND (NOT $3::boolean OR (${FLAG_COUNT}) > 0)`;
  const params = [filter.status ?? null, filter.q ? likeTerm(filter.q) : null, filter.flagged === 'true'];
  const { rows: counted } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM identity_verifications v JOIN players p ON p.id = v.player_id WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM identity_verifications v JOIN players p ON p.id = v.player_id WHERE ${where}
      ORDER BY v.submitted_at, v.id LIMIT $4 OFFSET $5`,
    [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  return { items: rows.map(item), total: counted[0]!.total, page: filter.page, pageSize: filter.pageSize };
}

/** Letters only, lower case, in words: "W.A. Kumara-Perera" → ["w", "a", "kumara", "perera"]. */
const nameWords = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);

/**
 * Whether two spellings can name one person: every word of the shorter is a word of the longer,
 * or the initial of one ("W. A. Kumara" and "Wijesinghe Arachchige Kumara" are alike).
 */
export function namesAlike(a: string, b: string): boolean {
  const [shorter, longer] = [nameWords(a), nameWords(b)].sort((x, y) => x.length - y.length) as [string[], string[]];
  if (shorter.length === 0) return false;
  const unused = [...longer];
  return shorter.every((word) => {
    const at = unused.findIndex(
      (other) => other === word || (word.length === 1 && other.startsWith(word)) || (other.length === 1 && word.startsWith(other)),
    );
    if (at < 0) return false;
    unused.splice(at, 1);
    return true;
  });
}

async function flagsOf(
  db: Queryable,
  row: { id: string; playerUuid: string; nicLookup: string },
  nicFullName: string,
): Promise<IdentityFlag[]> {
  const { rows: attempts } = await db.query<{ tried: string; holder: string; triedByThis: boolean; at: Date }>(
    `SELECT t.email AS tried, h.email AS holder, a.player_id = $1 AS "triedByThis", a.at
       FROM identity_duplicate_attempts a JOIN players t ON t.id = a.player_id JOIN players h ON h.id = a.holder_id
      WHERE a.player_id = $1 OR a.holder_id = $1 ORDER BY a.at`,
    [row.playerUuid],
  );
  const { rows: others } = await db.query<{ email: string; status: Exclude<IdentityStatus, 'not_verified'>; at: Date }>(
    `SELECT p.email, o.status, o.submitted_at AS at FROM identity_verifications o JOIN players p ON p.id = o.player_id
      WHERE o.nic_lookup = $1 AND o.player_id <> $2 ORDER BY o.submitted_at`,
    [row.nicLookup, row.playerUuid],
  );
  const { rows: banks } = await db.query<{ holder: string }>(
    'SELECT account_holder_name AS holder FROM bank_details WHERE player_id = $1',
    [row.playerUuid],
  );
  const flags: IdentityFlag[] = [
    ...attempts.map((attempt): IdentityFlag => ({
      kind: 'duplicate-nic',
      message: attempt.triedByThis
        ? `This account tried to submit an NIC number that ${attempt.holder} holds.`
        : `${attempt.tried} tried to submit the NIC number this account holds.`,
      at: attempt.at.toISOString(),
    })),
    ...others.map((other): IdentityFlag => ({
      kind: 'duplicate-nic',
      message: `${other.email} submitted the same NIC number (${other.status.replace('_', ' ')}).`,
      at: other.at.toISOString(),
    })),
  ];
  const holder = banks[0]?.holder;
  if (holder !== undefined && !namesAlike(holder, nicFullName)) {
    flags.push({ kind: 'name-mismatch', message: `The bank account holder "${holder}" is not the name on the NIC.`, at: null });
  }
  return flags;
}

type DetailRow = ItemRow & {
  nicLookup: string;
  // bytea: a Buffer from node-postgres, a Uint8Array from PGlite.
  nicSealed: Uint8Array;
  fullNameSealed: Uint8Array;
  frontType: IdentityPhotoType | null;
  backType: IdentityPhotoType | null;
  frontUnreadable: boolean;
  backUnreadable: boolean;
  registeredDateOfBirth: string;
  rejectionReason: string | null;
  reviewedBy: string | null;
};

/** One submission in full, unsealed; reading it is written to the trail first. Undefined when unknown. */
export async function readIdentityReview(
  db: Queryable,
  keys: PersonalDataKeys,
  id: string,
  reader: Actor,
): Promise<IdentityReview | undefined> {
  const { rows } = await db.query<DetailRow>(
    `SELECT ${ITEM_COLUMNS}, v.nic_lookup AS "nicLookup", v.nic_sealed AS "nicSealed", v.full_name_sealed AS "fullNameSealed",
            v.front_photo_type AS "frontType", v.back_photo_type AS "backType",
            v.front_photo_unreadable AS "frontUnreadable", v.back_photo_unreadable AS "backUnreadable", to_char(p.date_of_birth, 'YYYY-MM-DD') AS "registeredDateOfBirth",
            v.rejection_reason AS "rejectionReason", r.email AS "reviewedBy"
       FROM identity_verifications v JOIN players p ON p.id = v.player_id LEFT JOIN players r ON r.id = v.reviewed_by
      WHERE v.id = $1`,
    [id],
  );
  const row = rows[0];
  // A closed account's submission keeps its status and trail, not its NIC or name (ADR 059): nothing to read.
  if (!row || row.nicSealed.length === 0) return undefined;
  await writeIdentityAudit(db, id, 'view', reader);
  const nic = openPersonalData(keys, row.nicSealed, sealContext('nic', id)).toString('utf8');
  const nicFullName = openPersonalData(keys, row.fullNameSealed, sealContext('full_name', id)).toString('utf8');
  const parsed = parseNic(nic);
  if (!parsed.ok) throw new Error(`Identity verification ${id} holds an NIC the parser refuses.`);
  const { rows: audit } = await db.query<{
    action: IdentityReview['audit'][number]['action'];
    actorEmail: string;
    at: Date;
    reason: string | null;
  }>('SELECT action, actor_email AS "actorEmail", at, reason FROM identity_audit WHERE verification_id = $1 ORDER BY id', [id]);
  const { rows: names } = await db.query<{ name: string }>("SELECT first_name || ' ' || last_name AS name FROM players WHERE id = $1", [
    row.playerUuid,
  ]);
  return {
    ...item(row),
    nic,
    nicFullName,
    nicBirthDate: parsed.birthDate,
    nicSex: parsed.sex,
    registeredDateOfBirth: row.registeredDateOfBirth,
    registeredName: names[0]!.name,
    photos: [
      ...(row.frontType && !row.frontUnreadable ? [{ side: 'front' as const, type: row.frontType }] : []),
      ...(row.backType && !row.backUnreadable ? [{ side: 'back' as const, type: row.backType }] : []),
    ],
    rejectionReason: row.rejectionReason,
    reviewedBy: row.reviewedBy,
    flags: [...(await flagsOf(db, row, nicFullName)), ...unreadablePhotoFlags(row)],
    audit: audit.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/** A photo stored before ADR 039 that libvips could not decode: kept, never served, so the operator is told why it is missing. */
function unreadablePhotoFlags(row: { frontUnreadable: boolean; backUnreadable: boolean }): IdentityFlag[] {
  return (['front', 'back'] as const)
    .filter((side) => (side === 'front' ? row.frontUnreadable : row.backUnreadable))
    .map((side) => ({
      kind: 'photo-unreadable',
      message: `The photo of the ${side}, stored before photos were re-encoded, could not be decoded, so it is not shown. Ask the player for a new photo if it is needed.`,
      at: null,
    }));
}

/** A card photo's bytes and type, its reading audited; undefined when there is no such submission or photo, or it is unreadable. */
export async function readIdentityPhoto(
  db: Queryable,
  keys: PersonalDataKeys,
  id: string,
  side: IdentityPhotoSide,
  reader: Actor,
): Promise<{ type: IdentityPhotoType; bytes: Buffer } | undefined> {
  const { rows } = await db.query<{ type: IdentityPhotoType | null; sealed: Uint8Array | null; unreadable: boolean }>(
    side === 'front'
      ? 'SELECT front_photo_type AS type, front_photo_sealed AS sealed, front_photo_unreadable AS unreadable FROM identity_verifications WHERE id = $1'
      : 'SELECT back_photo_type AS type, back_photo_sealed AS sealed, back_photo_unreadable AS unreadable FROM identity_verifications WHERE id = $1',
    [id],
  );
  const photo = rows[0];
  if (!photo?.type || !photo.sealed || photo.unreadable) return undefined;
  await writeIdentityAudit(db, id, 'view-photo', reader, side);
  return { type: photo.type, bytes: openPersonalData(keys, photo.sealed, sealContext(`${side}_photo`, id)) };
}
