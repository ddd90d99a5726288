-- Responsible play (issue 39, docs/decisions/061-responsible-play.md): the limits a player sets on
-- their own play, one row of current settings per player (none: no limit, reality checks every 60
-- minutes, no break) and every change kept in an append-only trail the operators read.

CREATE TABLE play_limits (
  player_id                 uuid PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  -- Minutes of play a Colombo day; NULL: no limit.
  daily_limit_minutes       int CHECK (daily_limit_minutes BETWEEN 30 AND 360),
  -- A higher limit or its removal, asked for: in force from pending_effective_at (24 hours after it
  -- was asked), read as the limit from then on without any job; a lower limit cancels it.
  pending                   boolean NOT NULL DEFAULT false,
  pending_limit_minutes     int CHECK (pending_limit_minutes BETWEEN 30 AND 360),
  pending_effective_at      timestamptz,
  reality_check_minutes     int NOT NULL DEFAULT 60 CHECK (reality_check_minutes IN (15, 30, 45, 60, 90, 120)),
  -- The last "keep playing": on which Colombo day, at how much play that day.
  reality_check_date        date,
  reality_check_played_ms   int NOT NULL DEFAULT 0 CHECK (reality_check_played_ms >= 0),
  -- A break or self-exclusion: until when, or for good. It only ever gets longer.
  break_kind                text CHECK (break_kind IN ('break', 'self-exclusion')),
  break_until               timestamptz,
  break_permanent           boolean NOT NULL DEFAULT false,
  updated_at                timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK (pending = (pending_effective_at IS NOT NULL)),
  CHECK (pending OR pending_limit_minutes IS NULL),
  CHECK ((break_kind IS NULL) = (break_until IS NULL AND NOT break_permanent)),
  CHECK (NOT (break_permanent AND break_until IS NOT NULL))
);

-- Every change, by whom and when it takes effect: the player's own, or (later) an operator's.
CREATE TABLE play_limit_changes (
  id           bigserial PRIMARY KEY,
  player_id    uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  what         text NOT NULL CHECK (what IN ('daily-limit', 'reality-check', 'break', 'self-exclusion')),
  old_value    text,
  new_value    text,
  effective_at timestamptz NOT NULL,
  at           timestamptz NOT NULL DEFAULT clock_timestamp(),
  actor_id     uuid NOT NULL,
  actor_role   text NOT NULL CHECK (actor_role IN ('player', 'operator'))
);

CREATE INDEX play_limit_changes_player_idx ON play_limit_changes (player_id, id);

-- Append-only, but for the erasure of a closed account (ADR 059): the privacy job deletes a
-- player's limits and their trail, in its own transaction.
CREATE OR REPLACE FUNCTION play_limit_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('playprize.privacy_job', true) = 'erase' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER play_limit_changes_append_only BEFORE UPDATE OR DELETE ON play_limit_changes
  FOR EACH ROW EXECUTE FUNCTION play_limit_changes_append_only();
