import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadedData, messages, PageContainer, paths, tokens, useSession } from 'shared';
import { formatNumber } from 'shared/money';
import { useProfile } from 'shared/queries';
import { nextPrize } from '../next-prize';

const Cards = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  @media (min-width: ${tokens.breakpoint.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Card = styled.section`
  padding: ${tokens.space.lg};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  h2 { margin: 0; font-size: ${tokens.font.size.lg}; }
  p { margin: 0; }
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
  span { display: block; height: 100%; background: ${tokens.color.primary}; }
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

  const prize = profile ? nextPrize(profile.actualUsableCoins) : null;
  // Only the profile knows of an earlier sign-in (docs/decisions/024); until it is read, 'Welcome' is true of every player.
  // Only null means none: a server older than the field sends nothing, and keeps its old greeting.
  const greeting = profile && profile.previousSignInAt !== null ? 'Welcome back' : 'Welcome';
  // A failure shows only while there is no profile to show: an older one beats an error.
  const state = { loading: !profile, failure: error && !profile ? messages.registration.network : null, onRetry: retry };

  return (
    <PageContainer>
      <h1>{greeting}, {profile?.firstName ?? claims?.given_name ?? 'player'}!</h1>
      <Cards>
        <Card aria-labelledby="balance-title">
          <h2 id="balance-title">Your coins</h2>
          <LoadedData {...state}>
            <Big>{profile ? formatNumber(profile.actualUsableCoins) : null}</Big>
          </LoadedData>
          {prize ? (
            <>
              <p>{prize.remaining === 0 ? `You can cash out ${prize.label} now.` : `${formatNumber(prize.remaining)} coins to go until ${prize.label}.`}</p>
              <Track role="progressbar" aria-label={`Progress to ${prize.label}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={prize.percent}>
                <span style={{ width: `${prize.percent}%` }} />
              </Track>
            </>
          ) : null}
          <p>
            <Link to={paths.games.root}>Play games</Link> to earn more · <Link to={paths.withdrawal}>Withdraw your prize</Link> ·{' '}
            <Link to={paths.cashPrizes}>See the prize ladder</Link>
          </p>
        </Card>
        <Card aria-labelledby="favourites-title">
          <h2 id="favourites-title">Your favourite games</h2>
          <LoadedData {...state}>
            {profile && profile.gameCategories.length > 0 ? (
              <Chips>
                {profile.gameCategories.map((category) => (
                  <li key={category.id}>{category.name}</li>
                ))}
              </Chips>
            ) : (
              <p>
                No favourites yet. <Link to={paths.getStarted.selectFavourites}>Choose your favourites</Link>
              </p>
            )}
          </LoadedData>
        </Card>
      </Cards>
    </PageContainer>
  );
}
