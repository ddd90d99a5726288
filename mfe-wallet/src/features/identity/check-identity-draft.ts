import { IDENTITY_PHOTO_TYPES, IdentityFields, identityMessages, isIdentityPhotoType, MAX_IDENTITY_PHOTO_BYTES } from 'contract/identity';
import type { IdentityDraft, IdentityField, IdentityProblems } from './identity-draft';

// contract/identity carries the form's zod schema (IdentityFields, shared with the server): only the
// dialog imports this file, and the dialog loads when a player may need it.

const PHOTO_EXTENSIONS: Record<string, (typeof IDENTITY_PHOTO_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The photo's type as the browser reports it, or by its name when the browser reports none. */
function photoType(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return PHOTO_EXTENSIONS[extension] ?? '';
}

/**
 * The courtesy check of a card photo (the server checks its content): chosen, one of the three
 * types, not empty, at most 5 MB.
 */
export function photoProblem(file: File | null, missing: string): string | undefined {
  if (!file) return missing;
  if (!isIdentityPhotoType(photoType(file))) return identityMessages.photoType;
  if (file.size === 0) return identityMessages.photoUnreadable;
  if (file.size > MAX_IDENTITY_PHOTO_BYTES) return identityMessages.photoTooLarge;
  return undefined;
}

/** What the form sends besides the player's uuid: the typed NIC and the name as the schema reads them. */
export interface CheckedEntries {
  nic: string;
  nicFullName: string;
  nicFront: File;
  nicBack: File;
}

/**
 * Checks every field at once, so the player sees all that is wrong: `problems` per field (the text
 * fields in the schema's own messages), or the entries to send.
 */
export function checkIdentityDraft(draft: IdentityDraft): { problems: IdentityProblems } | { entries: CheckedEntries } {
  const problems: IdentityProblems = {};
  const fields = IdentityFields.safeParse({ nic: draft.nic, nicFullName: draft.nicFullName });
  for (const issue of fields.error?.issues ?? []) {
    const field = issue.path[0] as IdentityField;
    problems[field] ??= issue.message;
  }
  const front = photoProblem(draft.nicFront, identityMessages.frontRequired);
  const back = photoProblem(draft.nicBack, identityMessages.backRequired);
  if (front) problems.nicFront = front;
  if (back) problems.nicBack = back;
  if (!fields.success || front || back) return { problems };
  return {
    entries: {
      nic: draft.nic.trim().toUpperCase(),
      nicFullName: fields.data.nicFullName,
      nicFront: draft.nicFront!,
      nicBack: draft.nicBack!,
    },
  };
}
