-- A request in an exported bank file is never plainly rejected (the bank may still pay the line):
-- a payout-approver records the bank's return of it, with the bank's reference (ADR 037). The
-- audit trail names that action 'return'.
ALTER TABLE withdrawal_audit DROP CONSTRAINT withdrawal_audit_action_check;
ALTER TABLE withdrawal_audit ADD CONSTRAINT withdrawal_audit_action_check
  CHECK (action IN ('review', 'approve', 'reject', 'mark-paid', 'cancel', 'export', 'return'));
