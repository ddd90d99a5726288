-- The identity's private signing keys sealed at rest (docs/decisions/038): the server seals
-- each with AES-256-GCM under the personal data key, bound to its key id
-- (`signing_keys.private_jwk:<kid>`), so a copy of the database can neither mint tokens nor, with an
-- approver's token, read the personal data sealed beside it.
--
-- SQL cannot seal the keys already stored (the key is in the server's configuration): private_jwk
-- stays, nullable, for those rows only, and the server seals them before the identity serves
-- (ensureSigningKey in src/domain/signing-keys.ts).
--
-- Rotation: a key signs from `signs_from` until `retired_at` (its successor's signs_from); its public
-- half stays published until tokens it signed can have expired, then the row is deleted.

ALTER TABLE signing_keys
  ALTER COLUMN private_jwk DROP NOT NULL,
  ADD COLUMN private_jwk_sealed bytea,
  ADD COLUMN signs_from timestamptz,
  ADD COLUMN retired_at timestamptz,
  ADD CONSTRAINT signing_keys_private_jwk_once_check CHECK (private_jwk IS NULL OR private_jwk_sealed IS NULL),
  -- Only a retired key may lose its private half (it is erased once the key no longer signs).
  ADD CONSTRAINT signing_keys_private_jwk_kept_check
    CHECK (retired_at IS NOT NULL OR private_jwk IS NOT NULL OR private_jwk_sealed IS NOT NULL);

UPDATE signing_keys SET signs_from = created_at;

-- Before this migration only the newest key signed; any older one is retired from the moment it was.
UPDATE signing_keys AS older SET retired_at = newest.created_at
  FROM (SELECT kid, created_at FROM signing_keys ORDER BY created_at DESC, kid LIMIT 1) AS newest
 WHERE older.kid <> newest.kid;

ALTER TABLE signing_keys
  ALTER COLUMN signs_from SET NOT NULL,
  ALTER COLUMN signs_from SET DEFAULT now(),
  ADD CONSTRAINT signing_keys_retired_after_check CHECK (retired_at IS NULL OR retired_at >= signs_from),
  -- NOT VALID, and after the updates above: refuses a clear private key in every new or updated row;
  -- the existing ones are sealed at start-up.
  ADD CONSTRAINT signing_keys_private_jwk_sealed_check CHECK (private_jwk IS NULL) NOT VALID;

-- One newest key at any time (the current one, or the successor a rotation has announced):
-- replicas rotating at once cannot leave two.
CREATE UNIQUE INDEX signing_keys_one_newest_idx ON signing_keys ((retired_at IS NULL)) WHERE retired_at IS NULL;
