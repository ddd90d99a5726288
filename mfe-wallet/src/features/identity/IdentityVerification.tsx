import { lazy, Suspense, useEffect } from 'react';
import { IdentityPanel } from './components/IdentityPanel';
import type { IdentityFlow } from './use-identity-flow';

// The form (and the schema it checks with) is for players who still have to verify: it loads when they may need it.
const loadDialog = () => import('./components/IdentityDialog');
const IdentityDialog = lazy(() => loadDialog().then(({ IdentityDialog }) => ({ default: IdentityDialog })));

/** The panel and, when open, the 'Verify your identity' dialog, driven by the page's `flow`. */
export function IdentityVerification({ flow }: { flow: IdentityFlow }) {
  const mayVerify = flow.status === 'not_verified' || flow.status === 'rejected';
  useEffect(() => {
    if (mayVerify) void loadDialog().catch(() => undefined);
  }, [mayVerify]);

  return (
    <>
      <IdentityPanel notice={flow.notice} onVerify={() => flow.open()} />
      {flow.dialog ? (
        <Suspense fallback={null}>
          <IdentityDialog
            draft={flow.draft}
            onDraftChange={flow.setDraft}
            required={flow.dialog.required}
            onClose={flow.close}
            onSubmitted={flow.submitted}
          />
        </Suspense>
      ) : null}
    </>
  );
}
