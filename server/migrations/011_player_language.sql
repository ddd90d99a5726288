-- The player's language (docs/decisions/034): the profile keeps the page's choice and
-- every mail to the player follows it. A player from before knew only English.
ALTER TABLE players ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'si', 'ta'));
