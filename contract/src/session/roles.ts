/**
 * Realm roles as the identity service puts them in the access token (`realm_access.roles`,
 * docs/platform-contract.md). The server checks them on every operator call; the shell only uses
 * them to decide what to load. No imports: the route table (contract/federation) reads these under Node.
 */
export const realmRoles = {
  /** Reviews, approves, rejects and pays withdrawal requests. */
  payoutOperator: 'payout-operator',
  /** Also approves LKR 500,000 and above, after another operator's review (four eyes). */
  payoutApprover: 'payout-approver',
} as const;

export type RealmRole = (typeof realmRoles)[keyof typeof realmRoles];
