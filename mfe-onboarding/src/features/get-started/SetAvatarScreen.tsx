import { PlaceholderScreen } from 'shared';

export default function SetAvatarScreen() {
  return <PlaceholderScreen title="Set Your Avatar" owner="onboarding" />;
}
