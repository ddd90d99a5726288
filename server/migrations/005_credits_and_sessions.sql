-- Service credits with their source and idempotency key, and the session state every bearer
-- request is checked against (SECURITY.md, docs/decisions/014-production-safety.md).

-- One row per credit a service made through the internal listener. (source, idempotency_key)
-- is unique, so a service retrying a credit gets the first answer back instead of paying twice.
CREATE TABLE coin_credits (
  id              bigserial PRIMARY KEY,
  source          text NOT NULL CHECK (source ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  -- SHA-256 of the e-mail, amount and reason: a key reused for another credit is refused.
  fingerprint     text NOT NULL,
  player_id       uuid NOT NULL REFERENCES players (id),
  amount          bigint NOT NULL CHECK (amount > 0),
  ledger_entry_id bigint NOT NULL UNIQUE REFERENCES coin_ledger (id),
  balance_after   bigint NOT NULL,                -- answered again, unchanged, on every retry
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, idempotency_key)
);

-- Raised by a password reset (and any future password change): access tokens carry the value
-- they were issued under ("sv") and are refused once it moved on.
ALTER TABLE players ADD COLUMN session_version integer NOT NULL DEFAULT 0;

-- Access tokens ended early by a sign-out (RFC 7009 revocation), until they would have expired.
CREATE TABLE revoked_access_tokens (
  jti        text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE INDEX revoked_access_tokens_expires_at_idx ON revoked_access_tokens (expires_at);
