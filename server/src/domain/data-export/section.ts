/**
 * One kind of the player's data in the archive (ADR 058): a small reader per kind, so a new kind is
 * one line in sections/index.ts. `data` goes into data.json under the section's key; `files` (the
 * ID photos) into the ZIP beside it. A reader sees the database and the personal data keys, and
 * answers what the player may take away: their own data in full (the NIC too).
 */
import type { DataExportSection } from 'contract/schemas';
import type { Queryable } from '../../db/database';
import type { PersonalDataKeys } from '../personal-data';

export interface SectionReading {
  data: unknown;
  files?: { name: string; bytes: Buffer }[];
}

export interface ExportSection {
  key: DataExportSection;
  read(db: Queryable, playerId: string, keys: PersonalDataKeys): Promise<SectionReading>;
}

/** A section whose reader answers plain data from (db, playerId), as readConsents does. */
export const plainSection = (key: DataExportSection, reader: (db: Queryable, playerId: string) => Promise<unknown>): ExportSection => ({
  key,
  read: async (db, playerId) => ({ data: await reader(db, playerId) }),
});

export const iso = (date: Date | null) => date?.toISOString() ?? null;
