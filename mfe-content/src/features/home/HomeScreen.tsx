import { Link } from 'react-router-dom';
import { PageContainer, paths, productName, useSession } from 'shared';

/** Home: the personalised dashboard for a signed-in player, the coming-soon landing for visitors. */
export default function HomeScreen() {
  const { claims } = useSession();
  if (claims) {
    return (
      <PageContainer>
        <h1>Welcome back, {claims.given_name ?? 'player'}!</h1>
        <p>Your dashboard is on its way. Meanwhile you can redeem your coins.</p>
        <p>
          <Link to={paths.withdrawal}>Go to withdrawal</Link>
        </p>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <h1>{productName} is coming soon</h1>
      <p>Skill games with real cash prizes will soon be available in Sri Lanka.</p>
      <p>
        <Link to={paths.signIn}>Sign in</Link> · <Link to={paths.getStarted.root}>Sign up</Link>
      </p>
    </PageContainer>
  );
}
