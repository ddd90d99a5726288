import { PlaceholderScreen } from 'shared';

export default function RegisterScreen() {
  return <PlaceholderScreen title="Register Account" owner="onboarding" />;
}
