-- When each player last signed in and the sign-in before that, so the home can greet a first
-- sign-in with 'Welcome' and every later one with 'Welcome back'
-- (docs/decisions/024-first-sign-in-welcome.md). Only the identity's password grant writes them.
ALTER TABLE players
  ADD COLUMN last_sign_in_at     timestamptz,
  ADD COLUMN previous_sign_in_at timestamptz;

-- Sign-ins were not recorded before this migration. A player who chose an avatar or favourites,
-- saved bank details or asked for a withdrawal has signed in (each needs a token only a sign-in
-- gives), so they count as returning; the unknown time is recorded as the account's creation, the
-- earliest it can have been. Anyone else's next sign-in counts as their first.
UPDATE players p SET last_sign_in_at = p.created_at
 WHERE p.avatar_image_id IS NOT NULL
    OR EXISTS (SELECT 1 FROM player_game_categories g WHERE g.player_id = p.id)
    OR EXISTS (SELECT 1 FROM bank_details b WHERE b.player_id = p.id)
    OR EXISTS (SELECT 1 FROM withdrawal_requests w WHERE w.player_id = p.id);
