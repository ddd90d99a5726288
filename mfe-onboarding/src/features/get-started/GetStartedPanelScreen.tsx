import { PlaceholderScreen } from 'shared';

export default function GetStartedPanelScreen() {
  return <PlaceholderScreen title="Get Started with Us" owner="onboarding" />;
}
