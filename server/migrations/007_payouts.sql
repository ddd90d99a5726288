-- The payout lifecycle (docs/decisions/027-payout-lifecycle.md): statuses pending → approved → paid,
-- pending or approved → rejected, pending → cancelled; operator roles; bank-file batches; and an
-- append-only audit trail that the database itself keeps append-only.

-- Realm roles of identity accounts (Keycloak's realm roles), carried in access tokens as
-- realm_access.roles. An account with a role is staff: the player API refuses its tokens.
CREATE TABLE account_roles (
  player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  role      text NOT NULL CHECK (role IN ('payout-operator', 'payout-approver')),
  PRIMARY KEY (player_id, role)
);

-- One exported bank bulk-transfer file: the approved requests it holds point to it.
CREATE TABLE payout_batches (
  id             bigserial PRIMARY KEY,
  created_by     uuid NOT NULL REFERENCES players (id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  request_count  integer NOT NULL DEFAULT 0,
  total_lkr      bigint NOT NULL DEFAULT 0,
  paid_reference text,
  paid_at        timestamptz
);

-- 'completed' was the only "done" status before; it meant paid.
ALTER TABLE withdrawal_requests DROP CONSTRAINT withdrawal_requests_status_check;
UPDATE withdrawal_requests SET status = 'paid' WHERE status = 'completed';
ALTER TABLE withdrawal_requests
  ADD CONSTRAINT withdrawal_requests_status_check CHECK (status IN ('pending', 'approved', 'paid', 'rejected', 'cancelled')),
  ADD COLUMN updated_at             timestamptz,
  ADD COLUMN rejection_reason       text,
  ADD COLUMN paid_reference         text,
  -- Four eyes (LKR 500,000 and above): the operator who reviewed it, and who approved it.
  ADD COLUMN reviewed_by            uuid REFERENCES players (id),
  ADD COLUMN reviewed_at            timestamptz,
  ADD COLUMN approved_by            uuid REFERENCES players (id),
  ADD COLUMN approved_at            timestamptz,
  ADD COLUMN batch_id               bigint REFERENCES payout_batches (id),
  -- The credit that gave the coins back (rejected or cancelled): unique, so never twice.
  ADD COLUMN refund_ledger_entry_id bigint UNIQUE REFERENCES coin_ledger (id);
UPDATE withdrawal_requests SET updated_at = created_at;
ALTER TABLE withdrawal_requests ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now();
-- An approved request always names its approver; the reject statement reads its former status from that.
ALTER TABLE withdrawal_requests ADD CONSTRAINT withdrawal_requests_approved_by_check CHECK (status <> 'approved' OR approved_by IS NOT NULL);

-- The operators' list: by status, newest first.
CREATE INDEX withdrawal_requests_status_idx ON withdrawal_requests (status, created_at DESC, id DESC);
CREATE INDEX withdrawal_requests_batch_idx ON withdrawal_requests (batch_id) WHERE batch_id IS NOT NULL;

-- Every transition and export: who, when, from, to, why. Never updated, never deleted.
CREATE TABLE withdrawal_audit (
  id            bigserial PRIMARY KEY,
  withdrawal_id bigint NOT NULL REFERENCES withdrawal_requests (id),
  action        text NOT NULL CHECK (action IN ('review', 'approve', 'reject', 'mark-paid', 'cancel', 'export')),
  actor_id      uuid NOT NULL,
  actor_email   text NOT NULL,
  actor_role    text NOT NULL,                  -- 'player', 'payout-operator' or 'payout-approver'
  from_status   text NOT NULL,
  to_status     text NOT NULL,
  reason        text,
  reference     text,
  batch_id      bigint REFERENCES payout_batches (id),
  at            timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX withdrawal_audit_withdrawal_idx ON withdrawal_audit (withdrawal_id, id);

CREATE FUNCTION withdrawal_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'withdrawal_audit is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER withdrawal_audit_no_change BEFORE UPDATE OR DELETE ON withdrawal_audit
  FOR EACH ROW EXECUTE FUNCTION withdrawal_audit_append_only();
CREATE TRIGGER withdrawal_audit_no_truncate BEFORE TRUNCATE ON withdrawal_audit
  FOR EACH STATEMENT EXECUTE FUNCTION withdrawal_audit_append_only();
