-- The consents a player controls (issue 38, docs/decisions/057): news and offers mails, their
-- name on leaderboards, their language kept. The current value sits on the player (the
-- leaderboard reads it with the name); every change is kept with its time. Existing players get
-- what the product did before: no news (nobody was asked), their name shown, their language kept.
ALTER TABLE players
  ADD COLUMN news_mails boolean NOT NULL DEFAULT false,
  ADD COLUMN leaderboard_name boolean NOT NULL DEFAULT true,
  ADD COLUMN store_language boolean NOT NULL DEFAULT true;

-- A player's changes, in order: which consent, given or withdrawn, when. Kept as the proof of what
-- the player chose; the player's data archive lists them.
CREATE TABLE consent_changes (
  id        bigserial PRIMARY KEY,
  player_id uuid NOT NULL REFERENCES players (id),
  consent   text NOT NULL CHECK (consent IN ('newsMails', 'leaderboardName', 'storeLanguage')),
  granted   boolean NOT NULL,
  at        timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX consent_changes_player_idx ON consent_changes (player_id, id);
