-- Identity photos stored before ADR 039 hold the player's uploaded bytes, rebuilt
-- but not re-encoded: a payload in a PNG's pixel data is still there. The server's start-up pass
-- (src/start/reencode-legacy-photos.ts) re-encodes them once; these columns record what it has done.
ALTER TABLE identity_verifications
  -- false: the photos are as uploaded. A submission re-encoded on upload is inserted true.
  ADD COLUMN photos_reencoded boolean NOT NULL DEFAULT false,
  -- A legacy photo libvips could not decode: kept sealed as it was, never served, flagged to operators.
  ADD COLUMN front_photo_unreadable boolean NOT NULL DEFAULT false,
  ADD COLUMN back_photo_unreadable boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT identity_verifications_photos_reencoded_check CHECK (
    (NOT front_photo_unreadable OR (photos_reencoded AND front_photo_sealed IS NOT NULL))
    AND (NOT back_photo_unreadable OR (photos_reencoded AND back_photo_sealed IS NOT NULL))
    -- Re-encoded means a JPEG, unless it could not be decoded.
    AND (NOT photos_reencoded OR front_photo_unreadable OR front_photo_type IS NULL OR front_photo_type = 'image/jpeg')
    AND (NOT photos_reencoded OR back_photo_unreadable OR back_photo_type IS NULL OR back_photo_type = 'image/jpeg')
  );

-- Rows without photos (the seeded demo players) have nothing to re-encode.
UPDATE identity_verifications SET photos_reencoded = true WHERE front_photo_sealed IS NULL AND back_photo_sealed IS NULL;

-- What the pass looks for at every start: once all are done, an empty index.
CREATE INDEX identity_verifications_photos_as_uploaded_idx ON identity_verifications (id) WHERE NOT photos_reencoded;
