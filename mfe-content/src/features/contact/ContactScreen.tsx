import { PlaceholderScreen } from 'shared';

export default function ContactScreen() {
  return <PlaceholderScreen title="Contact Us" owner="content" />;
}
