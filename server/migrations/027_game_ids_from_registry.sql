-- Games join by their rules (docs/decisions/062): a game's id is one of contract's GAME_IDS, which the
-- API checks on every deal. A list of ids in a CHECK would need a migration per new game (Pairs,
-- docs/decisions/065, was the first to meet it), so the columns only check an id's form.
ALTER TABLE game_attempts DROP CONSTRAINT IF EXISTS game_attempts_game_id_check;
ALTER TABLE game_suspicions DROP CONSTRAINT IF EXISTS game_suspicions_game_id_check;
ALTER TABLE game_attempts DROP CONSTRAINT IF EXISTS game_attempts_game_id_form;
ALTER TABLE game_suspicions DROP CONSTRAINT IF EXISTS game_suspicions_game_id_form;
ALTER TABLE game_attempts ADD CONSTRAINT game_attempts_game_id_form CHECK (game_id ~ '^[a-z][a-z0-9-]{1,39}$');
ALTER TABLE game_suspicions ADD CONSTRAINT game_suspicions_game_id_form CHECK (game_id ~ '^[a-z][a-z0-9-]{1,39}$');
