-- "Download my data" (issue 38, docs/decisions/058): the archives a player asks for. Built in the
-- background by whichever replica claims the row (FOR UPDATE SKIP LOCKED, a lease so a build cut
-- short by a restart is taken up again), kept sealed (it holds the NIC and bank details) for 7
-- days, then emptied by expireDataExports. The privacy request of kind 'export' carries the audit trail.

CREATE TABLE data_exports (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  player_id      uuid NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  request_id     uuid NOT NULL UNIQUE REFERENCES privacy_requests (id),
  status         text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'building', 'ready', 'expired')),
  requested_at   timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- The replica building it and until when its claim holds: a claim past its lease is taken over.
  claim_token    uuid,
  claimed_until  timestamptz,
  -- Progress while building: the section being collected (1-based) of how many.
  step           integer NOT NULL DEFAULT 0 CHECK (step >= 0),
  steps          integer NOT NULL CHECK (steps > 0),
  section        text CHECK (section ~ '^[a-z][a-zA-Z]{1,39}$'),
  built_at       timestamptz,
  expires_at     timestamptz,
  -- The ZIP, sealed under `data_exports.archive:<id>` (ADR 030); emptied when it expires.
  archive_sealed bytea,
  CHECK (step <= steps),
  CHECK ((status = 'building') = (claim_token IS NOT NULL AND claimed_until IS NOT NULL)),
  CHECK ((status = 'ready') = (archive_sealed IS NOT NULL)),
  CHECK ((status IN ('ready', 'expired')) = (built_at IS NOT NULL AND expires_at IS NOT NULL))
);

-- One archive in the making per player: two requests at once make one.
CREATE UNIQUE INDEX data_exports_one_pending ON data_exports (player_id) WHERE status IN ('queued', 'building');
CREATE INDEX data_exports_player_idx ON data_exports (player_id, requested_at DESC);
-- What the builders look for, and what expiry looks for: both stay small.
CREATE INDEX data_exports_pending_idx ON data_exports (requested_at) WHERE status IN ('queued', 'building');
CREATE INDEX data_exports_ready_idx ON data_exports (expires_at) WHERE status = 'ready';
