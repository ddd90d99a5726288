-- Objections to the games' automated refusals (issue 38, docs/decisions/060): a player asks for a
-- person to review a result the pace or replay checks refused. One request per attempt; the
-- operator's decision is the privacy request's status, the coins credited (if any) are here.

CREATE TABLE game_objections (
  request_id      uuid PRIMARY KEY REFERENCES privacy_requests (id),
  -- One objection per attempt: a second press finds this row and is told it is already asked.
  attempt_id      uuid NOT NULL UNIQUE REFERENCES game_attempts (id),
  -- What an operator credited when deciding for the player (0 until then, or when upheld).
  coins_credited  integer NOT NULL DEFAULT 0 CHECK (coins_credited BETWEEN 0 AND 300),
  ledger_entry_id bigint REFERENCES coin_ledger (id),
  -- The operator's reason for upholding the refusal, which the player reads.
  reason          text CHECK (length(reason) <= 500),
  CHECK ((coins_credited > 0) = (ledger_entry_id IS NOT NULL))
);
