/**
 * Who acts on a withdrawal or an identity check, for the audit trail: its own module so the payout
 * and identity modules, which both record actors, need not import each other.
 */
/** Who acts: an operator (roles from the token) or the player themself. */
export interface Actor {
  id: string;
  email: string;
  /** 'player', 'payout-operator' or 'payout-approver' (the highest payout role held). */
  role: string;
  isApprover: boolean;
}
