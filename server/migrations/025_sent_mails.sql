-- The mails sent to a player (issue 38, docs/decisions/058 amended): what "Download my data" lists
-- under "E-mails sent to you". Only what the player may want to know happened: the kind, the subject
-- as sent (a code in it blanked), the language and whether the mail server took it. Never the body,
-- a code, a link or the address: the player id says whose it is. Kept a year (pruned as rows are
-- written, like sign_in_events) and erased with the account (domain/account-erasure.ts).

CREATE TABLE sent_mails (
  id         bigserial PRIMARY KEY,
  player_id  uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind ~ '^[a-z][a-z-]{1,39}$'),
  subject    text NOT NULL CHECK (char_length(subject) <= 300),
  language   text NOT NULL CHECK (language IN ('en', 'si', 'ta')),
  sent_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
  delivered  boolean NOT NULL
);

CREATE INDEX sent_mails_player ON sent_mails (player_id, sent_at DESC, id DESC);
CREATE INDEX sent_mails_sent_at ON sent_mails (sent_at);
