import type { Queryable } from '../../../db/database';
import { sealContext } from '../../identity-verifications';
import { openPersonalData, type PersonalDataKeys } from '../../personal-data';
import { iso, type SectionReading } from '../section';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

interface SubmissionRow {
  id: string;
  status: string;
  nicSealed: Uint8Array;
  fullNameSealed: Uint8Array;
  frontType: string | null;
  frontSealed: Uint8Array | null;
  backType: string | null;
  backSealed: Uint8Array | null;
  submittedAt: Date;
  reviewedAt: Date | null;
  rejectionReason: string | null;
}

/**
 * Every identity submission, oldest first: the NIC in full and the name on it, the decision and
 * its reason, and both card photos opened, as image files beside data.json (identity/…).
 */
export async function readIdentity(db: Queryable, playerId: string, keys: PersonalDataKeys): Promise<SectionReading> {
  const { rows } = await db.query<SubmissionRow>(
    `SELECT id, status, nic_sealed AS "nicSealed", full_name_sealed AS "fullNameSealed",
            front_photo_type AS "frontType", front_photo_sealed AS "frontSealed",
            back_photo_type AS "backType", back_photo_sealed AS "backSealed",
            submitted_at AS "submittedAt", reviewed_at AS "reviewedAt", rejection_reason AS "rejectionReason"
       FROM identity_verifications WHERE player_id = $1 ORDER BY submitted_at, id`,
    [playerId],
  );
  const files: { name: string; bytes: Buffer }[] = [];
  const data = rows.map((row, index) => {
    const open = (sealed: Uint8Array, field: Parameters<typeof sealContext>[0]) =>
      openPersonalData(keys, Buffer.from(sealed), sealContext(field, row.id));
    const photo = (side: 'front' | 'back', type: string | null, sealed: Uint8Array | null) => {
      if (type === null || sealed === null) return null;
      const name = `identity/submission-${index + 1}-${side}.${EXTENSIONS[type] ?? 'bin'}`;
      files.push({ name, bytes: open(sealed, `${side}_photo`) });
      return name;
    };
    return {
      nic: open(row.nicSealed, 'nic').toString('utf8'),
      nameOnNic: open(row.fullNameSealed, 'full_name').toString('utf8'),
      status: row.status,
      submittedAt: iso(row.submittedAt),
      reviewedAt: iso(row.reviewedAt),
      rejectionReason: row.rejectionReason,
      frontPhoto: photo('front', row.frontType, row.frontSealed),
      backPhoto: photo('back', row.backType, row.backSealed),
    };
  });
  return { data, files };
}
