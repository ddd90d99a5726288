import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadedData, PageContainer, paths, tokens, useRememberedText, useSession, useSharedMessages, withElements } from 'shared';
import * as messages from 'contract/messages';
import { useProfile } from 'shared/queries';
import { Columns, Surface } from '../../../components/blocks';
import { useMessages } from '../../../i18n';
import { nextPrize } from '../next-prize';

const Cards = styled(Columns).attrs({ $gap: 'lg', $from: 'tablet', $columns: '1fr 1fr' } as const)``;

const Card = styled(Surface)`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  h2 {
    margin: 0;
    font-size: ${tokens.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

const Big = styled.p`
  font-size: ${tokens.font.size.xxl};
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.primary};
`;

const Track = styled.div`
  height: 12px;
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surfaceRaised};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${tokens.color.primary};
  }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  li {
    padding: ${tokens.space.xs} ${tokens.space.md};
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.surfaceRaised};
    font-weight: ${tokens.font.weight.bold};
    text-transform: uppercase;
    font-size: ${tokens.font.size.sm};
  }
`;

/** The signed-in home: greeting, balance, favourites, progress to the next prize (docs/decisions/010). */
export function Dashboard() {
  const { claims } = useSession();
  const { profile, error, retry } = useProfile();
  const t = useMessages();
  const localize = useSharedMessages();

  const prize = profile ? nextPrize(profile.actualUsableCoins) : null;
  // Only the profile knows of an earlier sign-in (docs/decisions/024); until it is read, 'Welcome' is true of every player.
  // Only null means none: a server older than the field sends nothing, and keeps its old greeting.
  const greeting = t(profile && profile.previousSignInAt !== null ? 'dashboard.welcomeBack' : 'dashboard.welcome', {
    name: profile?.firstName ?? claims?.given_name ?? t('dashboard.player'),
  });
  // The next load's copy shows it before its first paint (ADR 078): the same text, so the live heading is no later, larger paint.
  const rememberedGreeting = useRememberedText('dashboard.greeting', profile ? greeting : null);
  // A failure shows only while there is no profile to show: an older one beats an error.
  const state = { loading: !profile, failure: error && !profile ? messages.registration.network : null, onRetry: retry };

  return (
    <PageContainer>
      <h1 {...rememberedGreeting}>{greeting}</h1>
      <Cards>
        <Card aria-labelledby="balance-title">
          <h2 id="balance-title">{t('dashboard.yourCoins')}</h2>
          <LoadedData {...state}>
            <Big>{profile ? t('dashboard.coins', { coins: profile.actualUsableCoins }) : null}</Big>
          </LoadedData>
          {prize ? (
            <>
              <p>
                {prize.remaining === 0
                  ? t('dashboard.cashOutNow', { amount: prize.target })
                  : t('dashboard.coinsToGo', { remaining: prize.remaining, amount: prize.target })}
              </p>
              <Track
                role="progressbar"
                aria-label={t('dashboard.progressTo', { amount: prize.target })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={prize.percent}
              >
                <span style={{ width: `${prize.percent}%` }} />
              </Track>
            </>
          ) : null}
          <p>
            {withElements((values) => t('dashboard.playToEarn', values), {
              playGames: <Link to={paths.games.root}>{t('dashboard.playGames')}</Link>,
            })}{' '}
            · <Link to={paths.withdrawal}>{t('dashboard.withdraw')}</Link> · <Link to={paths.cashPrizes}>{t('dashboard.seeLadder')}</Link>
          </p>
        </Card>
        <Card aria-labelledby="favourites-title">
          <h2 id="favourites-title">{t('dashboard.favourites')}</h2>
          <LoadedData {...state}>
            {profile && profile.gameCategories.length > 0 ? (
              <Chips>
                {profile.gameCategories.map((category) => (
                  <li key={category.id}>{localize(category.name)}</li>
                ))}
              </Chips>
            ) : (
              <p>
                {t('dashboard.noFavourites')} <Link to={paths.getStarted.selectFavourites}>{t('dashboard.chooseFavourites')}</Link>
              </p>
            )}
          </LoadedData>
        </Card>
      </Cards>
    </PageContainer>
  );
}
