-- Fair play in the skill games (docs/decisions/041).
--
-- One open attempt per player at a time: a second deal while one is open answers with that one
-- (same game and mode) or forfeits it ('abandoned', earns nothing). The partial unique index makes
-- two deals racing unable to open two, whichever replica takes them.
ALTER TABLE game_attempts DROP CONSTRAINT game_attempts_status_check;
ALTER TABLE game_attempts ADD CONSTRAINT game_attempts_status_check
  CHECK (status IN ('open', 'verified', 'refused', 'expired', 'abandoned'));
-- Attempts open before this rule: those past their time are expired, and of any player's several
-- still open only the latest stays open (the others earn nothing, as if abandoned for it).
UPDATE game_attempts SET status = 'expired', submitted_at = GREATEST(clock_timestamp(), dealt_at)
 WHERE status = 'open' AND expires_at < clock_timestamp();
UPDATE game_attempts a SET status = 'abandoned', submitted_at = GREATEST(clock_timestamp(), a.dealt_at)
 WHERE a.status = 'open'
   AND EXISTS (SELECT 1 FROM game_attempts b WHERE b.player_id = a.player_id AND b.status = 'open' AND (b.dealt_at, b.id) > (a.dealt_at, a.id));
CREATE UNIQUE INDEX game_attempts_one_open_idx ON game_attempts (player_id) WHERE status = 'open';

-- Quick Sums is paced by the server: each answer is posted on its own and recorded here with the
-- server's time (ms since the deal) before the next sum is revealed. The judgement replays these.
ALTER TABLE game_attempts ADD COLUMN answers jsonb NOT NULL DEFAULT '[]'::jsonb;
-- A daily Quick Sums deal takes its operators and number sizes from the day's seed and its numbers
-- from the player's own seed: every player's sums are as hard, none sees another's first.
ALTER TABLE game_attempts ADD COLUMN shape_seed integer;
ALTER TABLE game_attempts ADD CONSTRAINT game_attempts_shape_seed_check
  CHECK (shape_seed IS NULL OR (mode = 'daily' AND game_id = 'quick-sums'));
-- How many times this attempt was dealt: a deal while it is open deals it again.
ALTER TABLE game_attempts ADD COLUMN deal_count integer NOT NULL DEFAULT 1 CHECK (deal_count >= 1);

-- What operators review as suspicious play: every refused result, every perfect run at a pace few
-- humans keep, every attempt dealt again and again. One row per event; the list counts them.
CREATE TABLE game_suspicions (
  id          bigserial PRIMARY KEY,
  player_id   uuid NOT NULL REFERENCES players (id),
  game_id     text NOT NULL CHECK (game_id IN ('sliding-tiles', 'quick-sums')),
  attempt_id  uuid NOT NULL REFERENCES game_attempts (id),
  kind        text NOT NULL CHECK (kind IN ('impossible-move', 'unsolved', 'too-fast', 'perfect-pace', 'repeated-deals')),
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- One row per attempt and kind: a resend of a refused result is not counted twice.
  UNIQUE (attempt_id, kind)
);
CREATE INDEX game_suspicions_player_idx ON game_suspicions (player_id, game_id, recorded_at);
