import { PlaceholderScreen } from 'shared';

export default function CashPrizesScreen() {
  return <PlaceholderScreen title="Cash Prizes" owner="content" />;
}
