import { Link } from 'react-router-dom';
import { Heading, Muted, paths } from 'shared';
import { GetStartedLayout } from '../../components/GetStartedLayout';

/** /left: the onboarding side panel as a page of its own, leading into the first step (docs/decisions/009). */
export default function GetStartedPanelScreen() {
  return (
    <GetStartedLayout step={0}>
      <Heading>Join PlayPrize</Heading>
      <Muted>Three short steps: create your account, pick an avatar, choose the games you like.</Muted>
      <p>
        <Link to={paths.getStarted.root}>Start with step 1</Link>
      </p>
      <Muted>
        Already have an account? <Link to={paths.signIn}>Sign in</Link>
      </Muted>
    </GetStartedLayout>
  );
}
