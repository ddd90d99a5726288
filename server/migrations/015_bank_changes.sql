-- A payout account changed by a signed-in session is a way to redirect money (ADR 042).
-- bank_details.changed_at: when the bank, the account number or the holder name last changed from
-- what was on file (NULL: never changed since the first save, which redirects nothing).
-- withdrawal_requests.account_changed_at: that time as it was when the request was made, so the
-- request's hold and the operators' flag follow the account the request is paid to.
ALTER TABLE bank_details ADD COLUMN changed_at timestamptz;
ALTER TABLE withdrawal_requests ADD COLUMN account_changed_at timestamptz;
