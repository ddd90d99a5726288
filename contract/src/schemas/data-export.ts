import { z } from '../zod';
import * as messages from '../messages';
import { filledInFirst, playerUuid, typedPassword } from './fields';

/**
 * "Download my data" (issue 38, ADR 058): the archive a player asks for, how long it is kept and
 * how often a new one can be asked for. The form and the server parse with the same schemas.
 */

/** Days a built archive can be downloaded; then it is deleted. */
export const DATA_EXPORT_KEPT_DAYS = 7;
/** Hours between two archives a player asks for. */
export const DATA_EXPORT_INTERVAL_HOURS = 24;

/** What the archive collects, in order: each a section of data.json, and a step of the progress shown. */
export const dataExportSections = [
  'profile',
  'coinLedger',
  'withdrawals',
  'bankDetails',
  'identity',
  'gameAttempts',
  'signIns',
  'mails',
  'privacyRequests',
  'consents',
  'playLimits',
] as const;
export type DataExportSection = (typeof dataExportSections)[number];

export type DataExportStatus = 'queued' | 'building' | 'ready';

/** The player's archive now: asked for, being built (section `step` of `steps`), or ready until `expiresAt`. */
export interface DataExportArchive {
  status: DataExportStatus;
  step: number;
  steps: number;
  /** The section being collected while building; null otherwise. */
  section: DataExportSection | null;
  requestedAt: string;
  builtAt: string | null;
  expiresAt: string | null;
}

export interface DataExportState {
  /** null: none asked for, or the last one has expired. */
  archive: DataExportArchive | null;
  /** When a new archive can be asked for; null: now. */
  nextRequestAt: string | null;
}

/** POST /api/external/v1/account/privacy/export/download: the current password, typed again at download time. */
export const DataExportDownloadBody = z.object({
  uuid: playerUuid,
  currentPassword: z.string({ error: 'currentPassword is required.' }).min(1, 'currentPassword is required.').max(128),
});

/** The download form: the password filled in first, then the request's rules. */
export const DataExportDownloadForm = filledInFirst(
  { currentPassword: typedPassword(messages.signIn.allFieldsRequired) },
  DataExportDownloadBody.omit({ uuid: true }),
);
