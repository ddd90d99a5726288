/**
 * What the player has entered in the identity dialog. It lives on the page, so closing and
 * reopening the dialog keeps every entry, the chosen photos too, until a submission succeeds.
 */
export interface IdentityDraft {
  nic: string;
  nicFullName: string;
  nicFront: File | null;
  nicBack: File | null;
}

export type IdentityField = keyof IdentityDraft;

/** Each field's problem, in the form's order; a field without one is absent. */
export type IdentityProblems = Partial<Record<IdentityField, string>>;

export const IDENTITY_FIELDS: readonly IdentityField[] = ['nic', 'nicFullName', 'nicFront', 'nicBack'];

export function newIdentityDraft(): IdentityDraft {
  return { nic: '', nicFullName: '', nicFront: null, nicBack: null };
}
