-- The privacy rights (issue 38, docs/decisions/056): every request a player makes under them —
-- an archive of their data, closing the account, an objection to an automated decision, or a
-- privacy request sent through the contact form — with its 30-day deadline and its audit trail.
-- Operators work them from the back office's "Privacy requests" queue.

CREATE TABLE privacy_requests (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The player it concerns; a contact-form request names a contact message instead (its sender
  -- may have no account). Kept after a closure: the id is the pseudonym, nothing else names them.
  player_id          uuid REFERENCES players (id),
  contact_message_id bigint REFERENCES contact_messages (id) ON DELETE SET NULL,
  kind               text NOT NULL CHECK (kind IN ('export', 'closure', 'objection', 'contact')),
  status             text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'refused', 'cancelled')),
  received_at        timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- The policy's "within 30 days", fixed when the request arrives.
  due_at             timestamptz NOT NULL,
  -- The operator who decided it (NULL: done by the product itself, or not yet decided).
  handled_by         uuid REFERENCES players (id),
  handled_at         timestamptz,
  CHECK (due_at > received_at),
  CHECK ((status = 'open') = (handled_at IS NULL))
);

CREATE INDEX privacy_requests_queue_idx ON privacy_requests (status, due_at);
CREATE INDEX privacy_requests_player_idx ON privacy_requests (player_id, received_at DESC);

-- What happened to a request, in order: received, worked on, decided, downloaded... An actor is a
-- player or operator id (no e-mail: the trail must outlive a closed account's address) or NULL for
-- the product itself. `note` is an operator's or the product's words, never personal data.
CREATE TABLE privacy_request_events (
  id          bigserial PRIMARY KEY,
  request_id  uuid NOT NULL REFERENCES privacy_requests (id),
  action      text NOT NULL CHECK (action ~ '^[a-z][a-z-]{1,39}$'),
  actor_id    uuid REFERENCES players (id),
  actor_role  text NOT NULL CHECK (actor_role IN ('player', 'operator', 'system')),
  note        text CHECK (length(note) <= 500),
  at          timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX privacy_request_events_request_idx ON privacy_request_events (request_id, at);
