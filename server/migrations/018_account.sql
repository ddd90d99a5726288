-- The account area's security (issue 37, docs/decisions/052): the sessions a player can see and end,
-- and the sign-ins of the last 30 days.

-- One row per access token the identity issued to an account (the token endpoint, and the token a
-- password change hands back). A session is listed while its token is unexpired, not revoked
-- (revoked_access_tokens) and of the player's current session_version. `browser` is a short label
-- ("Chrome on Android", domain/browser-label.ts), never the User-Agent itself. Rows of expired
-- tokens are pruned as new ones are written.
CREATE TABLE player_sessions (
  jti             text PRIMARY KEY,
  player_id       uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  session_version integer NOT NULL,
  browser         text NOT NULL CHECK (length(browser) BETWEEN 1 AND 60),
  issued_at       timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  CHECK (expires_at > issued_at)
);

CREATE INDEX player_sessions_player_idx ON player_sessions (player_id, issued_at DESC);
CREATE INDEX player_sessions_expires_at_idx ON player_sessions (expires_at);

-- Each checked sign-in of a known account at the token endpoint: a token issued (success), a wrong
-- password, or an attempt refused unchecked while the account was locked. Kept 30 days: older rows
-- are pruned as new ones are written.
CREATE TABLE sign_in_events (
  id        bigserial PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  at        timestamptz NOT NULL DEFAULT clock_timestamp(),
  browser   text NOT NULL CHECK (length(browser) BETWEEN 1 AND 60),
  outcome   text NOT NULL CHECK (outcome IN ('success', 'wrong_password', 'locked'))
);

CREATE INDEX sign_in_events_player_idx ON sign_in_events (player_id, at DESC);
CREATE INDEX sign_in_events_at_idx ON sign_in_events (at);
