import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, productName, tokens, useSession } from 'shared';

const Wrapper = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${tokens.space.xxl} ${tokens.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.md};
`;

/** Home: the personalised dashboard for a signed-in player, the coming-soon landing for visitors. */
export default function HomeScreen() {
  const { claims } = useSession();
  if (claims) {
    return (
      <Wrapper>
        <h1>Welcome back, {claims.given_name ?? 'player'}!</h1>
        <p>Your dashboard is on its way. Meanwhile you can redeem your coins.</p>
        <p>
          <Link to={paths.withdrawal}>Go to withdrawal</Link>
        </p>
      </Wrapper>
    );
  }
  return (
    <Wrapper>
      <h1>{productName} is coming soon</h1>
      <p>Skill games with real cash prizes will soon be available in Sri Lanka.</p>
      <p>
        <Link to={paths.signIn}>Sign in</Link> · <Link to={paths.getStarted.root}>Sign up</Link>
      </p>
    </Wrapper>
  );
}
