-- Deals from 48-bit seeds (contract/games random.ts, ADR 065): a 32-bit seed could be found by
-- trying all 2^32 against the part of a hidden deal already shown. Recorded 32-bit seeds keep dealing
-- what they dealt.
ALTER TABLE game_attempts ALTER COLUMN seed TYPE bigint;
ALTER TABLE game_attempts ALTER COLUMN shape_seed TYPE bigint;
