import { PlaceholderScreen } from 'shared';

export default function SignInPanelScreen() {
  return <PlaceholderScreen title="Welcome Back" owner="auth" />;
}
