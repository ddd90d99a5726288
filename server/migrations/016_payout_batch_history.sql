-- Every bank file stays listed with its file (ADR 043): who exported it, who marked it paid, and
-- the SHA-256 of the CSV as first exported, so that a later download is checked to be the same
-- bytes. The file itself is not stored: it holds full account numbers, which are sealed at rest
-- (ADR 030); it is rebuilt from the batch's requests, which keep their bank details.
--
-- Batch numbers are given in the export's own transaction from now on (the highest + 1, under a
-- table lock), so an export that fails or finds nothing uses no number. Numbers already given stay
-- as they are: the bank and the audit trail ("batch 3") know them (ADR 043).
ALTER TABLE payout_batches
  ALTER COLUMN id DROP DEFAULT,
  ADD COLUMN paid_by    uuid REFERENCES players (id),
  ADD COLUMN csv_sha256 text CHECK (csv_sha256 ~ '^[0-9a-f]{64}$');
DROP SEQUENCE IF EXISTS payout_batches_id_seq;

-- Who marked the batches paid before this column: the audit trail of their requests says.
UPDATE payout_batches b SET paid_by = a.actor_id
  FROM (SELECT DISTINCT ON (batch_id) batch_id, actor_id FROM withdrawal_audit
         WHERE action = 'mark-paid' AND batch_id IS NOT NULL ORDER BY batch_id, id) a
 WHERE a.batch_id = b.id AND b.paid_at IS NOT NULL
   AND EXISTS (SELECT 1 FROM players p WHERE p.id = a.actor_id);

-- Each download of a bank file (full account numbers): who, when. Never updated, never deleted.
CREATE TABLE payout_batch_downloads (
  id          bigserial PRIMARY KEY,
  batch_id    bigint NOT NULL REFERENCES payout_batches (id),
  actor_id    uuid NOT NULL,
  actor_email text NOT NULL,
  at          timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX payout_batch_downloads_batch_idx ON payout_batch_downloads (batch_id, id);

CREATE TRIGGER payout_batch_downloads_no_change BEFORE UPDATE OR DELETE ON payout_batch_downloads
  FOR EACH ROW EXECUTE FUNCTION withdrawal_audit_append_only();
CREATE TRIGGER payout_batch_downloads_no_truncate BEFORE TRUNCATE ON payout_batch_downloads
  FOR EACH STATEMENT EXECUTE FUNCTION withdrawal_audit_append_only();
