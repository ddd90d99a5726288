import { CoinHistory } from './CoinHistory';
import { PacePanel } from './PacePanel';
import { WithdrawalTimelines } from './WithdrawalTimelines';

/** /account/coins: the pace, every coin movement, and each withdrawal's timeline. */
export default function CoinsScreen() {
  return (
    <>
      <PacePanel />
      <CoinHistory />
      <WithdrawalTimelines />
    </>
  );
}
