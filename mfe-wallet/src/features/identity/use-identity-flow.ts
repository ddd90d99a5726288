import { useCallback, useRef, useState } from 'react';
import { identityMessages, type IdentityStatus } from 'contract/identity-messages';
import { useIdentityVerification } from './api/get-identity-verification';
import { newIdentityDraft, type IdentityDraft } from './identity-draft';

/** What the page keeps for identity verification: the dialog, its entries and the last confirmation. */
export interface IdentityFlow {
  /** The player's status; undefined while it loads or when it could not be read. */
  status: IdentityStatus | undefined;
  /** Open, and whether a withdrawal is waiting for it; null when closed. */
  dialog: { required: boolean } | null;
  draft: IdentityDraft;
  setDraft: (draft: IdentityDraft) => void;
  /** The confirmation of a submission made on this page. */
  notice: string | null;
  open: (required?: boolean) => void;
  close: () => void;
  submitted: () => void;
  /**
   * Asked when a withdrawal is about to start: true when the player must verify first (not
   * verified, or rejected), and the dialog then opens instead. Unknown (still loading, or a failed
   * read) lets the withdrawal go on: the server refuses it in its own words if it must.
   */
  interceptWithdrawal: () => boolean;
}

export function useIdentityFlow(): IdentityFlow {
  const { verification } = useIdentityVerification();
  const [dialog, setDialog] = useState<{ required: boolean } | null>(null);
  const [draft, setDraft] = useState(newIdentityDraft);
  const [notice, setNotice] = useState<string | null>(null);
  // The withdrawal button asks after its own check has awaited: the status as it is then, not as it was on the press.
  const status = useRef(verification?.status);
  status.current = verification?.status;

  const open = useCallback((required = false) => {
    setNotice(null);
    setDialog({ required });
  }, []);

  return {
    status: verification?.status,
    dialog,
    draft,
    setDraft,
    notice,
    open,
    close: useCallback(() => setDialog(null), []),
    submitted: useCallback(() => {
      // Sent: the next submission (after a rejection) starts from an empty form.
      setDraft(newIdentityDraft());
      setDialog(null);
      setNotice(identityMessages.submitted);
    }, []),
    interceptWithdrawal: useCallback(() => {
      const mustVerify = status.current === 'not_verified' || status.current === 'rejected';
      if (mustVerify) open(true);
      return mustVerify;
    }, [open]),
  };
}
