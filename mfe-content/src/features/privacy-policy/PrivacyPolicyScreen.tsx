import { PlaceholderScreen } from 'shared';

export default function PrivacyPolicyScreen() {
  return <PlaceholderScreen title="Privacy Policy" owner="content" />;
}
