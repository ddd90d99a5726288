import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LanguageSelect, paths, productName, tokens, useSession } from 'shared';
import { useProfile } from 'shared/queries';
import { ProfileMenu } from './ProfileMenu';
import { TopBarFrame, TWO_ROW_BAR } from './TopBarFrame';
import { useMessages } from '../../i18n';
import { useLiveBalance } from './use-live-balance';
import { ProfileLanguage } from './ProfileLanguage';

const Brand = styled(Link)`
  margin-right: auto;
  font-weight: ${tokens.font.weight.bold};
  font-size: ${tokens.font.size.lg};
  text-decoration: none;
`;

/** Games and balance: beside the language and the menu, or on a phone a row of their own under them. */
const Middle = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  @media ${TWO_ROW_BAR} {
    order: 1;
    flex-basis: 100%;
    min-width: 0;
    justify-content: space-between;
    gap: ${tokens.space.sm};
  }
  /* Tamil's words are the longest: at these sizes its 'Games' and a five-digit balance fit side by side on 390 and 360 px phones. */
  @media ${TWO_ROW_BAR} {
    &:lang(ta) {
      font-size: ${tokens.font.size.sm};
    }
  }
  @media (max-width: 374px) {
    &:lang(ta) {
      font-size: ${tokens.font.size.xs};
    }
  }
`;

// Where coins are earned, one tap from every signed-in page.
// On a narrow phone the word gives way, never the balance: it is cut with an ellipsis, its link's name still whole.
const GamesLink = styled(Link)`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${tokens.font.weight.bold};
  text-decoration: none;
  padding: ${tokens.space.xs} ${tokens.space.sm};
  @media ${TWO_ROW_BAR} {
    padding: ${tokens.space.xs};
  }
  border-radius: ${tokens.radius.md};
  &:hover {
    text-decoration: underline;
  }
`;

// One line, never shrunk: Tamil's '12,000 நாணயங்கள்' wrapped to two in a 390 px bar.
const Balance = styled.span`
  flex-shrink: 0;
  white-space: nowrap;
  padding: ${tokens.space.xs} ${tokens.space.md};
  @media ${TWO_ROW_BAR} {
    padding: ${tokens.space.xs} ${tokens.space.sm};
  }
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceRaised};
  color: ${tokens.color.primary};
  font-weight: ${tokens.font.weight.bold};
`;

const BalanceRetry = styled(Balance).attrs({ as: 'button', type: 'button' })`
  border: 1px solid ${tokens.color.border};
  font: inherit;
  font-weight: ${tokens.font.weight.bold};
  cursor: pointer;
`;

/**
 * The signed-in top bar (spec §2 "Withdrawal page"): product name, coin balance, avatar menu. The
 * spec only logs a failed profile read (§8); the balance then offers a Retry instead of saying
 * 'Loading...' for ever (ADR 026). The balance is live: credits and debits show without a reload.
 */
export function TopBar() {
  const { profile, error, isValidating, retry } = useProfile();
  useLiveBalance();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const t = useMessages();

  return (
    <TopBarFrame>
      <ProfileLanguage />
      <Brand to={paths.home}>{productName}</Brand>
      <Middle>
        <GamesLink to={paths.games.root}>{t('topBar.games')}</GamesLink>
        {!profile && error && !isValidating ? (
          <BalanceRetry aria-label={t('topBar.coinBalanceUnavailable')} onClick={retry}>
            {t('topBar.retry')}
          </BalanceRetry>
        ) : (
          // Named 'Coin balance' as a group (a label on a bare span is ignored by screen readers), and
          // its text says what it counts: '7,000 coins', not a bare number.
          <Balance role="group" aria-label={t('topBar.coinBalance')}>
            {profile ? t('topBar.coins', { coins: profile.actualUsableCoins }) : t('topBar.loading')}
          </Balance>
        )}
      </Middle>
      {/* Beside the menu: on a phone in the first row, where Tamil's longer 'Games' leaves it room. */}
      <LanguageSelect />
      <ProfileMenu
        profile={profile}
        onLogout={() => {
          signOut();
          navigate(paths.signIn);
        }}
      />
    </TopBarFrame>
  );
}
