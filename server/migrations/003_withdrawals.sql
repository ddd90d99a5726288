-- Bank details, withdrawal requests and idempotency keys (docs/decisions/011-withdrawals.md).

-- The player's current payout account: one row per player, replaced on every save.
CREATE TABLE bank_details (
  player_id           uuid PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  bank_name           text NOT NULL,              -- canonical name from contract/src/data/sri-lanka-banks.json
  bank_code           text,                       -- LankaClear code; null where no source gave one
  account_number      text NOT NULL CHECK (account_number ~ '^[0-9]{6,20}$'),
  account_holder_name text NOT NULL,
  branch_name         text NOT NULL,
  updated_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE withdrawal_requests (
  id                  bigserial PRIMARY KEY,
  code                text NOT NULL UNIQUE,       -- shown to the player as #WD-7K3M9Q
  player_id           uuid NOT NULL REFERENCES players (id),
  amount_lkr          bigint NOT NULL CHECK (amount_lkr > 0),  -- 1 coin = 1 LKR
  status              text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'rejected')),
  -- The debit that paid for this request: every request has exactly one.
  ledger_entry_id     bigint NOT NULL UNIQUE REFERENCES coin_ledger (id),
  -- Snapshot of bank_details at request time: later saves must not change where this was paid.
  bank_name           text NOT NULL,
  bank_code           text,
  account_number      text NOT NULL,
  account_holder_name text NOT NULL,
  branch_name         text NOT NULL,
  -- Receiver details of the withdrawal modal's first step, for the payout team; optional.
  receiver_name       text,
  receiver_email      text,
  receiver_phone      text,
  receiver_country    text,
  created_at          timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX withdrawal_requests_player_idx ON withdrawal_requests (player_id, created_at DESC, id DESC);

-- Answers kept for replay under the client's Idempotency-Key. The row is claimed at the start of
-- the transaction that does the work and its answer written before that transaction commits, so
-- a committed row always has an answer.
CREATE TABLE idempotency_keys (
  player_id     uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  key           text NOT NULL,
  fingerprint   text NOT NULL,                    -- SHA-256 of method, path and normalised body
  status_code   integer,
  response_body text,                             -- the exact JSON sent the first time
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  PRIMARY KEY (player_id, key)
);
