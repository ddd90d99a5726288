import { envelope } from 'shared/testing';
import type { IdentityStatus } from 'contract/identity';

/** The player's identity verification as the API answers it, with `fields` in place of the defaults. */
export const identityState = (status: IdentityStatus, fields: object = {}) =>
  envelope({
    status,
    nicEnding: status === 'not_verified' ? null : '123V',
    rejectionReason: null,
    submittedAt: null,
    reviewedAt: null,
    ...fields,
  });
