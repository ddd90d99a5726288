/** A withdrawal's status as players and operators read it (docs/platform-contract.md §7). */
export const withdrawalStatus = {
  pending: 'Pending',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
} as const;
