-- Closing an account (issue 38, docs/decisions/059-account-closure-and-retention.md): a closure is
-- scheduled for 14 days later; then the privacy job erases or pseudonymises the player's personal
-- data, keeps what the law requires tied to the player's uuid for 6 years, and then deletes that too.

-- While `closes_at` is set the account is closing: new withdrawals and games are refused, in the
-- same statement that locks the player's row, so a closure and a withdrawal racing cannot both win.
-- `erased_at`: the personal data is gone; the row is the pseudonym the kept records point to.
ALTER TABLE players
  ADD COLUMN closes_at timestamptz,
  ADD COLUMN erased_at timestamptz;

CREATE TABLE account_closures (
  id                      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- NULL once the retention period is over and the player's row is deleted.
  player_id               uuid REFERENCES players (id) ON DELETE SET NULL,
  privacy_request_id      uuid REFERENCES privacy_requests (id) ON DELETE SET NULL,
  -- scheduled → kept (the player cancelled) or erased (the job ran) → expired (the kept records deleted).
  status                  text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'kept', 'erased', 'expired')),
  requested_at            timestamptz NOT NULL DEFAULT clock_timestamp(),
  closes_at               timestamptz NOT NULL,
  kept_at                 timestamptz,
  erased_at               timestamptz,
  -- The coins given up at erasure, and the debit that took them (players.coins = SUM(ledger) stays true).
  forfeited_coins         bigint CHECK (forfeited_coins >= 0),
  forfeit_ledger_entry_id bigint UNIQUE REFERENCES coin_ledger (id),
  -- erased_at + 6 years (ADR 059): then the ledger, payouts and audit rows of the pseudonym are deleted.
  retain_until            timestamptz,
  expired_at              timestamptz,
  CHECK (closes_at > requested_at),
  CHECK ((status = 'kept') = (kept_at IS NOT NULL)),
  CHECK ((status IN ('erased', 'expired')) = (erased_at IS NOT NULL AND retain_until IS NOT NULL)),
  CHECK ((status = 'expired') = (expired_at IS NOT NULL))
);

-- One live closure per player: two "close my account" at once schedule one.
CREATE UNIQUE INDEX account_closures_one_live_idx ON account_closures (player_id) WHERE status = 'scheduled';
-- What the job looks for: closures due, erasures whose retention is over.
CREATE INDEX account_closures_due_idx ON account_closures (closes_at) WHERE status = 'scheduled';
CREATE INDEX account_closures_retention_idx ON account_closures (retain_until) WHERE status = 'erased';

-- The audit trails stay append-only, with two exceptions only the privacy job takes, each in its own
-- transaction (set_config(…, true) lasts until it ends): an erasure may replace an actor_email (the
-- player's own address on their cancels and submissions) and nothing else; a retention expiry may
-- delete the rows of a pseudonym whose period is over.
CREATE OR REPLACE FUNCTION withdrawal_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('playprize.privacy_job', true) = 'erase'
     AND (to_jsonb(NEW) - 'actor_email') = (to_jsonb(OLD) - 'actor_email') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND current_setting('playprize.privacy_job', true) = 'expire' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE OR REPLACE FUNCTION identity_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('playprize.privacy_job', true) = 'erase'
     AND (to_jsonb(NEW) - 'actor_email') = (to_jsonb(OLD) - 'actor_email') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND current_setting('playprize.privacy_job', true) = 'expire' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
