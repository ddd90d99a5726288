-- Bank account numbers sealed at rest, like the NIC (docs/decisions/030): the server seals them with
-- AES-256-GCM under the personal data key, bound to their row (`bank_details.account_number:<player id>`,
-- `withdrawal_requests.account_number:<code>`); only the last 4 digits stay readable, for masked display.
--
-- SQL cannot seal the numbers already stored: the key lives in the server's configuration. So the
-- plaintext column stays, nullable, for those rows only, and the server seals them at start-up right
-- after migrating and before serving (src/start/seal-legacy.ts).

ALTER TABLE bank_details
  -- The API's schema still validates the number; the database no longer sees it.
  DROP CONSTRAINT bank_details_account_number_check,
  ALTER COLUMN account_number DROP NOT NULL,
  ADD COLUMN account_number_sealed bytea,
  -- At most 4 characters: the full number (6 to 20 digits) cannot be written here by mistake.
  ADD COLUMN account_number_ending text CHECK (char_length(account_number_ending) <= 4),
  -- NOT VALID: refuses a plaintext number in every new or updated row; the existing ones are sealed at start-up.
  ADD CONSTRAINT bank_details_account_number_sealed_check CHECK (account_number IS NULL) NOT VALID,
  -- The plaintext (a legacy row pending sealing) or the sealed value with its ending: never both, never neither.
  ADD CONSTRAINT bank_details_account_number_stored_check
    CHECK ((account_number IS NULL) <> (account_number_sealed IS NULL) AND (account_number_sealed IS NULL) = (account_number_ending IS NULL));

-- The withdrawal's snapshot of the player's account: sealed again under the request's own code.
ALTER TABLE withdrawal_requests
  ALTER COLUMN account_number DROP NOT NULL,
  ADD COLUMN account_number_sealed bytea,
  ADD COLUMN account_number_ending text CHECK (char_length(account_number_ending) <= 4),
  ADD CONSTRAINT withdrawal_requests_account_number_sealed_check CHECK (account_number IS NULL) NOT VALID,
  ADD CONSTRAINT withdrawal_requests_account_number_stored_check
    CHECK ((account_number IS NULL) <> (account_number_sealed IS NULL) AND (account_number_sealed IS NULL) = (account_number_ending IS NULL));
