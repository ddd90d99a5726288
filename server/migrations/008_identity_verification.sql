-- Identity verification (docs/decisions/031): a player's NIC, the name on it and photos
-- of both sides, sealed with AES-256-GCM by the server (domain/personal-data.ts) before they reach
-- this database; only the NIC's last 4 characters are stored readable, for masked display.

CREATE TABLE identity_verifications (
  id                 uuid PRIMARY KEY,              -- made by the server: the sealed values are bound to it
  player_id          uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  status             text NOT NULL DEFAULT 'under_review' CHECK (status IN ('under_review', 'verified', 'rejected')),
  -- HMAC-SHA256 of the NIC's canonical 12-digit form, under a key derived from the personal data key.
  nic_lookup         text NOT NULL,
  nic_sealed         bytea NOT NULL,
  nic_ending         text NOT NULL CHECK (char_length(nic_ending) = 4),
  full_name_sealed   bytea NOT NULL,
  -- The card photos, metadata stripped; absent only for the seeded demo players.
  front_photo_type   text CHECK (front_photo_type IN ('image/jpeg', 'image/png', 'image/webp')),
  front_photo_sealed bytea,
  back_photo_type    text CHECK (back_photo_type IN ('image/jpeg', 'image/png', 'image/webp')),
  back_photo_sealed  bytea,
  submitted_at       timestamptz NOT NULL DEFAULT now(),
  reviewed_by        uuid REFERENCES players (id),
  reviewed_at        timestamptz,
  rejection_reason   text,
  CHECK ((front_photo_type IS NULL) = (front_photo_sealed IS NULL) AND (back_photo_type IS NULL) = (back_photo_sealed IS NULL)),
  CHECK (status <> 'rejected' OR rejection_reason IS NOT NULL)
);

-- One NIC, one account: a submission under review or verified holds its NIC (a rejected one lets
-- it go), and a player has at most one such submission. Two accounts racing with one NIC: one wins.
CREATE UNIQUE INDEX identity_verifications_nic_held ON identity_verifications (nic_lookup) WHERE status <> 'rejected';
CREATE UNIQUE INDEX identity_verifications_one_open ON identity_verifications (player_id) WHERE status <> 'rejected';
CREATE INDEX identity_verifications_player_idx ON identity_verifications (player_id, submitted_at DESC);
CREATE INDEX identity_verifications_queue_idx ON identity_verifications (status, submitted_at);

-- Refused submissions of an NIC another account holds: the operators' duplicate flag.
CREATE TABLE identity_duplicate_attempts (
  id              bigserial PRIMARY KEY,
  player_id       uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  holder_id       uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  nic_lookup      text NOT NULL,
  at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_duplicate_attempts_player_idx ON identity_duplicate_attempts (player_id);
CREATE INDEX identity_duplicate_attempts_holder_idx ON identity_duplicate_attempts (holder_id);

-- Who submitted, read (the NIC unmasked, a photo), approved or rejected: never updated, never deleted.
CREATE TABLE identity_audit (
  id              bigserial PRIMARY KEY,
  verification_id uuid NOT NULL REFERENCES identity_verifications (id),
  action          text NOT NULL CHECK (action IN ('submit', 'view', 'view-photo', 'approve', 'reject')),
  actor_id        uuid NOT NULL,
  actor_email     text NOT NULL,
  reason          text,
  at              timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX identity_audit_verification_idx ON identity_audit (verification_id, id);

CREATE FUNCTION identity_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'identity_audit is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER identity_audit_no_change BEFORE UPDATE OR DELETE ON identity_audit
  FOR EACH ROW EXECUTE FUNCTION identity_audit_append_only();
CREATE TRIGGER identity_audit_no_truncate BEFORE TRUNCATE ON identity_audit
  FOR EACH STATEMENT EXECUTE FUNCTION identity_audit_append_only();
