-- The games are the code's registry (contract/games GAME_IDS, ADR 062): the routes take no other id,
-- and a new game joins without a migration. The columns keep an id's shape (lower-case words joined
-- by hyphens) instead of a list of today's games; a daily deal of any game may be shaped by the day's seed.
-- IF EXISTS: another game's branch may drop the same lists (ADR 064).
ALTER TABLE game_attempts DROP CONSTRAINT IF EXISTS game_attempts_game_id_check;
ALTER TABLE game_attempts DROP CONSTRAINT IF EXISTS game_attempts_game_id_shape;
ALTER TABLE game_attempts ADD CONSTRAINT game_attempts_game_id_shape CHECK (game_id ~ '^[a-z]+(-[a-z]+)*$');
ALTER TABLE game_suspicions DROP CONSTRAINT IF EXISTS game_suspicions_game_id_check;
ALTER TABLE game_suspicions DROP CONSTRAINT IF EXISTS game_suspicions_game_id_shape;
ALTER TABLE game_suspicions ADD CONSTRAINT game_suspicions_game_id_shape CHECK (game_id ~ '^[a-z]+(-[a-z]+)*$');
ALTER TABLE game_attempts DROP CONSTRAINT IF EXISTS game_attempts_shape_seed_check;
ALTER TABLE game_attempts ADD CONSTRAINT game_attempts_shape_seed_check CHECK (shape_seed IS NULL OR mode = 'daily');
