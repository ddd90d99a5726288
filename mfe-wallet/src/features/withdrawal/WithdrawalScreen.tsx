import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, checkHealth, ErrorCode, FormMessages, PageContainer, paths, tokens, TrophyIllustration, useApi, useSession } from 'shared';
import { getTransactions, type Transaction } from './api/get-transactions';
import { CursorFollower } from './components/CursorFollower';
import { LevelsPanel } from './components/LevelsPanel';
import { TransactionsPanel } from './components/TransactionsPanel';
import { WithdrawalModal } from './modal/WithdrawalModal';
import { withdrawalGateProblem } from './withdrawal-gate';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.lg};
  padding: ${tokens.space.xl} ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: radial-gradient(circle at 85% 20%, #5a48c9 0%, ${tokens.color.surface} 70%);
  h1 { margin: 0 0 ${tokens.space.sm}; font-size: ${tokens.font.size.xxl}; }
  p { margin: 0 0 ${tokens.space.lg}; color: ${tokens.color.textMuted}; }
`;

const Panels = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  @media (min-width: ${tokens.breakpoint.desktop}) {
    grid-template-columns: 3fr 2fr;
  }
`;

/** /withdrawal: the 'Win & Earn' banner, transactions, tiers and the withdrawal dialog. */
export default function WithdrawalScreen() {
  const api = useApi();
  const navigate = useNavigate();
  const { accessToken, claims } = useSession();
  const [transactions, setTransactions] = useState<Transaction[]>([]);
  const [loadingTransactions, setLoadingTransactions] = useState(true);
  const [gateError, setGateError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [open, setOpen] = useState(false);

  // Spec §6: on opening, no token or a failed health check sends the player to sign in.
  useEffect(() => {
    if (!accessToken) return void navigate(paths.signIn, { replace: true });
    let current = true;
    checkHealth(api, accessToken).then(
      (health) => current && !(health.status && health.error_code === ErrorCode.NO_ERROR) && navigate(paths.signIn, { replace: true }),
      () => current && navigate(paths.signIn, { replace: true }),
    );
    return () => {
      current = false;
    };
  }, [api, accessToken, navigate]);

  const loadTransactions = useCallback(() => {
    if (!accessToken || !claims) return;
    getTransactions(api, accessToken, claims.sub).then(
      (answer) => answer.status && setTransactions(answer.content),
      (failure: unknown) => console.error('Withdrawal: transactions could not be loaded', failure),
    ).finally(() => setLoadingTransactions(false));
  }, [api, accessToken, claims]);
  useEffect(loadTransactions, [loadTransactions]);

  async function openWithdrawal() {
    setGateError(null);
    setChecking(true);
    const problem = await withdrawalGateProblem(api, accessToken);
    setChecking(false);
    if (problem) setGateError(problem);
    else setOpen(true);
  }

  return (
    <PageContainer>
      <CursorFollower />
      <Banner aria-labelledby="win-earn-title">
        <div>
          <h1 id="win-earn-title">Win &amp; Earn</h1>
          <p>Turn the coins you won in skill challenges into cash, paid to your bank in LKR.</p>
          <Button onClick={openWithdrawal} busy={checking}>
            Want to withdraw your prize?
          </Button>
        </div>
        <TrophyIllustration size={160} />
      </Banner>
      <FormMessages error={gateError} />
      <Panels>
        <TransactionsPanel transactions={transactions} loading={loadingTransactions} />
        <LevelsPanel />
      </Panels>
      {open ? <WithdrawalModal onClose={() => setOpen(false)} onRequested={loadTransactions} /> : null}
    </PageContainer>
  );
}
