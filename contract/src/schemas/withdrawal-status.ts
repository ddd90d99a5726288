/** A withdrawal's life (ADR 027): pending → approved → paid; pending or approved → rejected; pending → cancelled by the player. */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
