import { PlaceholderScreen } from 'shared';

export default function WithdrawalScreen() {
  return <PlaceholderScreen title="Withdrawal" owner="wallet" />;
}
