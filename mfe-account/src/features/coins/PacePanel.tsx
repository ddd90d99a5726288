import type { CoinPace } from 'contract/account-endpoints';
import { LoadedRead, Muted, Panel } from '../../components/ui';
import { useFormats } from '../../lib/format';
import { useMessages } from '../../i18n';
import { useCoinPace } from './api/coins';

/** What today still allows, and roughly when the next tier comes at the player's recent pace. */
export function PacePanel() {
  const t = useMessages();
  const pace = useCoinPace();
  return (
    <Panel aria-labelledby="pace-heading">
      <h2 id="pace-heading">{t('pace.heading')}</h2>
      <LoadedRead read={pace} loadingText={t('pace.loading')}>
        {(data) => <PaceFigures pace={data} />}
      </LoadedRead>
    </Panel>
  );
}

function PaceFigures({ pace }: { pace: CoinPace }) {
  const t = useMessages();
  const { coins } = useFormats();
  return (
    <>
      <p>{t('pace.balance', { coins: coins(pace.balance) })}</p>
      <p>{t('pace.today', { coins: coins(pace.canStillEarnToday) })}</p>
      <p>{t('pace.lastWeek', { coins: coins(pace.earnedLast7Days) })}</p>
      {pace.nextTier === null ? (
        <Muted>{t('pace.topTier')}</Muted>
      ) : pace.daysToNextTier === null ? (
        <Muted>{t('pace.noPace', { tier: coins(pace.nextTier) })}</Muted>
      ) : (
        <Muted>{t('pace.nextTier', { tier: coins(pace.nextTier), days: pace.daysToNextTier })}</Muted>
      )}
    </>
  );
}
