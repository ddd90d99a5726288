-- Password-reset tokens, database-backed rate limits and sign-in lockout (docs/decisions/006, 007).

-- At most one live token per player: issuing one deletes the player's others, using one deletes it.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,                -- SHA-256 of the token; never the token
  player_id  uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX password_reset_tokens_player_idx ON password_reset_tokens (player_id);

-- One fixed window per limiter and subject ('ip:…' or 'target:<sha256>'), opened by its first hit.
CREATE TABLE rate_limit_windows (
  name    text NOT NULL,
  subject text NOT NULL,
  hits    integer NOT NULL,
  ends_at timestamptz NOT NULL,
  PRIMARY KEY (name, subject)
);

CREATE INDEX rate_limit_windows_ends_at_idx ON rate_limit_windows (ends_at);

-- Consecutive wrong passwords per player; the lockout is derived from the count and the last one.
CREATE TABLE sign_in_failures (
  player_id       uuid PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  failures        integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);

-- Codes: the engine looks up the newest open code per purpose and target; resets revoke by target.
CREATE INDEX verification_codes_open_target_idx ON verification_codes (target) WHERE consumed_at IS NULL;
