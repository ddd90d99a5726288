import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, FormMessages, LoadedData, PageContainer, paths, signInReturnState, tokens, TrophyIllustration, useSession } from 'shared';
import * as messages from 'contract/messages';
import type { IdentityStatus } from 'contract/identity-messages';
import { usePlayerCache } from 'shared/queries';
import { useMessages } from '../../i18n';
import { useHealthCheck } from './api/check-health';
import { useTransactions } from './api/get-transactions';
import { CursorFollower } from './components/CursorFollower';
import { LevelsPanel } from './components/LevelsPanel';
import { TransactionsPanel } from './components/TransactionsPanel';
import type { WithdrawalDraft } from './modal/withdrawal-draft';
import { withdrawalGateProblem } from './withdrawal-gate';

// The dialog (its steps, the bank list) is needed only once the gate passes: it loads with the gate's check, not with the page.
const loadModal = () => import('./modal/WithdrawalModal');
const WithdrawalModal = lazy(() => loadModal().then(({ WithdrawalModal }) => ({ default: WithdrawalModal })));

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.lg};
  padding: ${tokens.space.xl} ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: radial-gradient(circle at 85% 20%, #5a48c9 0%, ${tokens.color.surface} 70%);
  h1 {
    margin: 0 0 ${tokens.space.sm};
    font-size: clamp(${tokens.font.size.xl}, 9vw, ${tokens.font.size.xxl});
  }
  p {
    margin: 0 0 ${tokens.space.lg};
    color: ${tokens.color.textMuted};
  }
  /* On a phone the call to action spans the banner (its longer translations wrap), and the trophy sits centred under it. */
  button {
    width: 100%;
    text-wrap: balance;
  }
  & > svg {
    margin-inline: auto;
  }
  @media (min-width: ${tokens.breakpoint.tablet}) {
    button {
      width: auto;
    }
    & > svg {
      margin-inline: 0;
    }
  }
`;

const Panels = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  @media (min-width: ${tokens.breakpoint.desktop}) {
    grid-template-columns: 3fr 2fr;
  }
`;

export interface WithdrawalScreenProps {
  /** Shown first on the page, before the 'Win & Earn' banner (the identity verification panel). */
  beforeBanner?: ReactNode;
  /**
   * Asked once the balance check has passed: true when something else must come first (the player
   * verifies their identity), which it then opens; the withdrawal dialog stays closed.
   */
  beforeWithdrawal?: () => boolean;
  /** The player's identity verification, when known: what the success step promises depends on it (ADR 054). */
  identityStatus?: IdentityStatus;
}

/** /withdrawal: the 'Win & Earn' banner, transactions, tiers and the withdrawal dialog. */
export default function WithdrawalScreen({ beforeBanner, beforeWithdrawal, identityStatus }: WithdrawalScreenProps = {}) {
  const t = useMessages();
  const { accessToken } = useSession();
  const playerCache = usePlayerCache();
  const health = useHealthCheck();
  const { transactions, error: transactionsError, retry: retryTransactions } = useTransactions();
  const [gateError, setGateError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [open, setOpen] = useState(false);
  // The dialog's entries, kept on the page so that closing and reopening the dialog keeps them.
  const [draft, setDraft] = useState<WithdrawalDraft | null>(null);
  // Where focus returns when the dialog closes: the button is disabled while it checks, which takes focus from it.
  const withdrawButton = useRef<HTMLButtonElement>(null);

  // Spec §6: on opening, no token or a failed health check sends the player to sign in; the
  // sign-in screen says why and comes back here.
  if (!accessToken || health.failed) {
    const reason = accessToken ? messages.withdrawalGate.invalidToken : messages.withdrawalGate.signIn;
    return <Navigate to={paths.signIn} replace state={signInReturnState({ returnTo: paths.withdrawal, reason })} />;
  }

  async function openWithdrawal() {
    setGateError(null);
    setChecking(true);
    void loadModal();
    const problem = await withdrawalGateProblem(accessToken, playerCache.readProfile);
    setChecking(false);
    if (problem) setGateError(problem);
    else if (!beforeWithdrawal?.()) setOpen(true);
  }

  return (
    <PageContainer>
      <CursorFollower />
      {beforeBanner}
      <Banner aria-labelledby="win-earn-title">
        <div>
          <h1 id="win-earn-title">{t('page.title')}</h1>
          <p>{t('page.intro')}</p>
          <Button ref={withdrawButton} onClick={openWithdrawal} busy={checking}>
            {t('page.withdraw')}
          </Button>
        </div>
        <TrophyIllustration size={160} />
      </Banner>
      <FormMessages error={gateError} />
      {/* The service did not answer the opening check: say so, and check again on Retry. */}
      {health.unavailable ? (
        <LoadedData loading={false} failure={messages.registration.network} onRetry={health.retry}>
          {null}
        </LoadedData>
      ) : null}
      <Panels>
        <TransactionsPanel
          transactions={transactions}
          failure={transactionsError ? messages.registration.network : null}
          onRetry={retryTransactions}
        />
        <LevelsPanel />
      </Panels>
      {open ? (
        <Suspense fallback={null}>
          <WithdrawalModal
            draft={draft}
            onDraftChange={setDraft}
            opener={withdrawButton}
            identityStatus={identityStatus}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
