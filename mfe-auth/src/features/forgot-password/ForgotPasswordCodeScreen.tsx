import { PlaceholderScreen } from 'shared';

export default function ForgotPasswordCodeScreen() {
  return <PlaceholderScreen title="Verify Code" owner="auth" />;
}
