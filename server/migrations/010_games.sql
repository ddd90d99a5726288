-- Skill games (docs/decisions/032): every dealt game is a row. The server deals it from a
-- seed it keeps (never sent), replays the submitted moves itself and pays a verified win once,
-- through the ledger, within the daily cap. The CHECKs make a row that could not have happened
-- impossible to write: no result without a submission, no coins without a verified win and its
-- ledger row, no refusal without the moves that earned it.

CREATE TABLE game_attempts (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id       uuid NOT NULL REFERENCES players (id),
  -- The catalogue of contract/src/games/catalogue.ts (GAME_IDS).
  game_id         text NOT NULL CHECK (game_id IN ('sliding-tiles', 'quick-sums')),
  mode            text NOT NULL CHECK (mode IN ('daily', 'practice')),
  -- Sri Lanka's date of the deal: a daily attempt belongs to that day's challenge and leaderboard.
  challenge_date  date NOT NULL,
  -- The deal's 32-bit seed: daily ones derived from a server secret and the day, practice ones random.
  seed            integer NOT NULL,
  -- Both by the database's clock, the one clock a submission is measured against.
  dealt_at        timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'verified', 'refused', 'expired')),
  submitted_at    timestamptz,
  moves           jsonb,
  won             boolean,
  score           integer CHECK (score >= 0),
  move_count      integer CHECK (move_count BETWEEN 0 AND 1000),
  -- Quick Sums' right answers; null for a game without answers.
  correct         integer CHECK (correct >= 0),
  duration_ms     integer CHECK (duration_ms >= 0),
  coins_earned    integer NOT NULL DEFAULT 0 CHECK (coins_earned BETWEEN 0 AND 300),
  -- What the player's games had paid that day with this one, as the judgement said: a resend says it again.
  coins_earned_today integer CHECK (coins_earned_today BETWEEN 0 AND 300),
  refusal         text CHECK (refusal IN ('impossible-move', 'unsolved', 'too-fast')),
  -- The credit of a paying win; one attempt, one ledger row.
  ledger_entry_id bigint UNIQUE REFERENCES coin_ledger (id),
  CHECK (expires_at > dealt_at),
  CHECK ((status = 'open') = (submitted_at IS NULL)),
  CHECK (submitted_at IS NULL OR submitted_at >= dealt_at),
  -- Moves are kept for every replayed submission, verified or refused; an expired one was never replayed.
  CHECK ((moves IS NOT NULL) = (status IN ('verified', 'refused'))),
  CHECK ((refusal IS NOT NULL) = (status = 'refused')),
  CHECK (
    (status = 'verified') = (won IS NOT NULL)
    AND (won IS NULL) = (score IS NULL)
    AND (won IS NULL) = (move_count IS NULL)
    AND (won IS NULL) = (duration_ms IS NULL)
  ),
  CHECK ((correct IS NOT NULL) = (status = 'verified' AND game_id = 'quick-sums')),
  CHECK ((coins_earned_today IS NOT NULL) = (status = 'verified')),
  -- Coins only for a verified win, and then exactly when its ledger row exists.
  CHECK (coins_earned = 0 OR (status = 'verified' AND won)),
  CHECK ((ledger_entry_id IS NOT NULL) = (coins_earned > 0))
);

-- Today's challenge is one attempt per player and game: dealt again while it is open (the same board,
-- less time), never a second board to learn from. The index makes two deals racing impossible too.
CREATE UNIQUE INDEX game_attempts_one_daily_idx ON game_attempts (player_id, game_id, challenge_date) WHERE mode = 'daily';
-- The day's leaderboard: a game's verified daily results of one date, best first, earlier first on a tie.
CREATE INDEX game_attempts_leaderboard_idx ON game_attempts (game_id, challenge_date, score DESC, submitted_at)
  WHERE mode = 'daily' AND status = 'verified';
-- The daily cap: what a player's results paid in one day (by the submission's time).
CREATE INDEX game_attempts_earned_idx ON game_attempts (player_id, submitted_at) WHERE coins_earned > 0;
-- A player's own attempts (the games list's day; the foreign key's deletes).
CREATE INDEX game_attempts_player_idx ON game_attempts (player_id, challenge_date);
