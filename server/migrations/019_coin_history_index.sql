-- The account area's coin history (issue 37): a player's ledger newest first, paged by entry id,
-- each row with the balance right after it. Ordered by (player_id, id), a page is a short range
-- scan instead of every row of the player found through (player_id, created_at) and sorted; with
-- the amount included, the sum of the entries newer than a page (which anchors its running
-- balances, domain/coin-history.ts) is an index-only scan. Measured with EXPLAIN ANALYZE on
-- PostgreSQL 15 over 1.2 million rows (2,000 players): a player with 500 entries, first page
-- 85 ms without it and 1.7 ms with it; a player with 200,500 entries, first page 185 ms and 2.4 ms,
-- 10,000 entries deep 162 ms and 14 ms.
CREATE INDEX coin_ledger_player_id_idx ON coin_ledger (player_id, id) INCLUDE (amount);
