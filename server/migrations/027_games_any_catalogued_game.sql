-- New games join by their rules and the catalogue (docs/decisions/062, 067): the catalogue
-- (contract/src/games/catalogue.ts GAME_IDS) is the one list of game ids, checked by every route
-- before a row is written. The CHECKs naming Sliding Tiles and Quick Sums by id would refuse every
-- new game's deal: they are replaced by ones that hold for any game.
DO $$
DECLARE
  named record;
BEGIN
  FOR named IN
    SELECT conrelid::regclass AS tab, conname FROM pg_constraint
     WHERE conrelid IN ('game_attempts'::regclass, 'game_suspicions'::regclass) AND contype = 'c'
       AND pg_get_constraintdef(oid) LIKE '%quick-sums%'
  LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', named.tab, named.conname);
  END LOOP;
END $$;

-- A game id as the catalogue spells them: lower-case words joined by hyphens.
ALTER TABLE game_attempts ADD CONSTRAINT game_attempts_game_id_check CHECK (game_id ~ '^[a-z]+(-[a-z]+)*$');
ALTER TABLE game_suspicions ADD CONSTRAINT game_suspicions_game_id_check CHECK (game_id ~ '^[a-z]+(-[a-z]+)*$');
-- Right answers (Quick Sums, Unscramble's words...) are part of a verified result only.
ALTER TABLE game_attempts ADD CONSTRAINT game_attempts_correct_verified_check CHECK (correct IS NULL OR status = 'verified');
-- Any game may deal its daily challenge like the day's (GameRules.dealLike).
ALTER TABLE game_attempts ADD CONSTRAINT game_attempts_shape_seed_check CHECK (shape_seed IS NULL OR mode = 'daily');
