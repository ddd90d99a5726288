-- Games join by their rules (docs/decisions/062, 068): a game's id is checked against the registry
-- (contract/src/games/catalogue.ts GAME_IDS) by every route that takes one, so a new game needs no
-- migration. The columns keep to the ids' form: lower-case words joined by hyphens.
ALTER TABLE game_attempts DROP CONSTRAINT game_attempts_game_id_check;
ALTER TABLE game_attempts ADD CONSTRAINT game_attempts_game_id_check CHECK (game_id ~ '^[a-z][a-z-]{1,39}$');
ALTER TABLE game_suspicions DROP CONSTRAINT game_suspicions_game_id_check;
ALTER TABLE game_suspicions ADD CONSTRAINT game_suspicions_game_id_check CHECK (game_id ~ '^[a-z][a-z-]{1,39}$');
