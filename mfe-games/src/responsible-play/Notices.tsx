import { Link, useNavigate } from 'react-router-dom';
import { Button, formatDate, FormMessages, paths, useLanguage } from 'shared';
import type { PlayBreak, PlayLimits } from 'contract/play-limits-endpoints';
import { Actions, Muted, Panel } from '../components/ui';
import { useKeepPlaying } from './api/play-limits';
import { useMessages } from './i18n';

/** Play time in words, to the minute. */
function usePlayed() {
  const t = useMessages();
  return (ms: number) => {
    const minutes = Math.floor(ms / 60_000);
    const hours = Math.floor(minutes / 60);
    return hours > 0 ? t('hoursAndMinutes', { hours, minutes: minutes % 60 }) : t('minutes', { minutes });
  };
}

/**
 * The reality check (ADR 061): today's play and coins, and one press to keep playing or stop.
 * Stopping leaves the games for home; the account area's limits are one link away.
 */
export function RealityCheckNotice({
  limits,
  onKeepPlaying,
}: {
  limits: Pick<PlayLimits, 'playedTodayMs' | 'coinsEarnedToday'>;
  onKeepPlaying?: () => void;
}) {
  const t = useMessages();
  const played = usePlayed();
  const keep = useKeepPlaying();
  const navigate = useNavigate();
  const keepPlaying = async () => {
    if (await keep.run()) onKeepPlaying?.();
  };
  return (
    <Panel
      role="dialog"
      aria-modal="false"
      aria-labelledby="reality-check-title"
      aria-describedby="reality-check-played reality-check-coins"
    >
      <h2 id="reality-check-title">{t('realityCheck.title')}</h2>
      <p id="reality-check-played">{t('realityCheck.played', { time: played(limits.playedTodayMs) })}</p>
      <p id="reality-check-coins">{t('realityCheck.coins', { coins: limits.coinsEarnedToday })}</p>
      <FormMessages error={keep.error} status={null} />
      <Actions>
        <Button busy={keep.busy} onClick={() => void keepPlaying()}>
          {t('realityCheck.keepPlaying')}
        </Button>
        <Button variant="secondary" onClick={() => void navigate(paths.home)}>
          {t('realityCheck.stop')}
        </Button>
      </Actions>
      <Muted>
        <Link to={paths.account.limits}>{t('limitsLink')}</Link>
      </Muted>
    </Panel>
  );
}

/** On a break or self-excluded: until when, calmly, and where the limits are. */
export function PlayBreakNotice({ playBreak }: { playBreak: PlayBreak }) {
  const t = useMessages();
  const language = useLanguage();
  const until = playBreak.until && formatDate(playBreak.until, language, { time: true });
  return (
    <Panel role="status" aria-labelledby="play-break-title">
      <h2 id="play-break-title">{t(playBreak.kind === 'break' ? 'break.title' : 'exclusion.title')}</h2>
      <p>{until === null ? t('exclusion.forGood') : t(playBreak.kind === 'break' ? 'break.until' : 'exclusion.until', { date: until })}</p>
      <Muted>{t('break.stillOpen')}</Muted>
      <p>
        <Link to={paths.account.limits}>{t('limitsLink')}</Link>
      </p>
    </Panel>
  );
}
