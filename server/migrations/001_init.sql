-- Initial schema: reference data, players, the coin ledger, signing keys and one-time codes.

CREATE TABLE countries (
  id   integer PRIMARY KEY,              -- ISO 3166-1 numeric code (Sri Lanka: 144)
  code char(2) NOT NULL UNIQUE,          -- ISO 3166-1 alpha-2 (Sri Lanka: LK)
  name text NOT NULL
);

CREATE TABLE game_categories (
  id   serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE avatar_images (
  id        serial PRIMARY KEY,
  name      text NOT NULL,
  file_name text NOT NULL UNIQUE          -- served under ${API_PUBLIC_URL}/static/avatars/
);

CREATE TABLE players (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email           text NOT NULL,
  password_hash   text NOT NULL,
  first_name      text NOT NULL,
  last_name       text NOT NULL,
  country_id      integer NOT NULL REFERENCES countries (id),
  mobile          text NOT NULL,
  date_of_birth   date NOT NULL,
  email_verified  boolean NOT NULL DEFAULT false,
  avatar_image_id integer REFERENCES avatar_images (id),
  -- Always equal to the sum of the player's coin_ledger rows (credits minus debits).
  coins           bigint NOT NULL DEFAULT 0 CHECK (coins >= 0),
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- E-mail addresses are unique regardless of case (the identity service signs in case-insensitively).
CREATE UNIQUE INDEX players_email_lower_key ON players (lower(email));

CREATE TABLE player_game_categories (
  player_id        uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  game_category_id integer NOT NULL REFERENCES game_categories (id),
  PRIMARY KEY (player_id, game_category_id)
);

CREATE TABLE coin_ledger (
  id         bigserial PRIMARY KEY,
  player_id  uuid NOT NULL REFERENCES players (id),
  -- Signed, so players.coins = SUM(amount): credits are positive, debits negative.
  amount     bigint NOT NULL CHECK (amount <> 0),
  kind       text NOT NULL CHECK (kind IN ('credit', 'debit')),
  reason     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'credit') = (amount > 0))
);

CREATE INDEX coin_ledger_player_idx ON coin_ledger (player_id, created_at);

CREATE TABLE signing_keys (
  kid         text PRIMARY KEY,
  alg         text NOT NULL,
  private_jwk jsonb NOT NULL,
  public_jwk  jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE verification_codes (
  id          bigserial PRIMARY KEY,
  purpose     text NOT NULL,                -- e.g. 'email-verification'
  target      text NOT NULL,                -- what the code proves control of (a player id)
  code_hash   text NOT NULL,                -- SHA-256 of purpose, target and code; never the code
  expires_at  timestamptz NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX verification_codes_target_idx ON verification_codes (purpose, target, created_at DESC);
