-- Contact-form messages (docs/decisions/008-profile-and-contact.md). The profile update of the
-- same decision needs no schema change: players.avatar_image_id and player_game_categories hold it.

-- Every message is kept here, mailed to SUPPORT_EMAIL or not: support reads both.
CREATE TABLE contact_messages (
  id         bigserial PRIMARY KEY,
  first_name text NOT NULL,
  last_name  text NOT NULL,
  email      text NOT NULL,
  phone      text NOT NULL,
  message    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  mailed_at  timestamptz                  -- null: the mail to support failed (the log says why)
);
