import { PlaceholderScreen } from 'shared';

export default function ResetPasswordScreen() {
  return <PlaceholderScreen title="Reset Password" owner="auth" />;
}
