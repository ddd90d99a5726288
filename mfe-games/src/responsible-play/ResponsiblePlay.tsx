import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from 'shared';
import { readsChanged } from 'shared/queries';
import { ErrorCode } from 'contract/envelope';
import { playLimitsEndpoints } from 'contract/play-limits-endpoints';
import { Muted } from '../components/ui';
import { usePlayLimits } from './api/play-limits';
import { useMessages } from './i18n';
import { PlayBreakNotice, RealityCheckNotice } from './Notices';

/**
 * The games behind the player's own limits (ADR 061): on a break or self-excluded, the notice
 * instead of them; with `realityChecks` (the list, never a game in progress), a reality check due
 * shows first. Until the limits are read, or if they cannot be, the games show: the server refuses
 * any deal its limits do not allow.
 */
export function ResponsiblePlay({ children, realityChecks = false }: { children: ReactNode; realityChecks?: boolean }) {
  const { data } = usePlayLimits();
  if (data?.playBreak) return <PlayBreakNotice playBreak={data.playBreak} />;
  return (
    <>
      {realityChecks && data?.realityCheckDue ? <RealityCheckNotice limits={data} /> : null}
      {children}
    </>
  );
}

/** A deal refused by the player's own limits: nothing to retry. */
export const isPlayLimitRefusal = (code: string | null) =>
  code === ErrorCode.PLAY_LIMIT_REACHED || code === ErrorCode.PLAY_BREAK || code === ErrorCode.REALITY_CHECK_DUE;

/** Under a deal the limits refused: the reality check to answer, or where the limits are. */
export function DealRefusal({ code, onKeepPlaying }: { code: string | null; onKeepPlaying: () => void }) {
  const t = useMessages();
  if (code === ErrorCode.REALITY_CHECK_DUE) return <DueRealityCheck onKeepPlaying={onKeepPlaying} />;
  if (!isPlayLimitRefusal(code)) return null;
  return (
    <Muted>
      <Link to={paths.account.limits}>{t('limitsLink')}</Link>
    </Muted>
  );
}

function DueRealityCheck({ onKeepPlaying }: { onKeepPlaying: () => void }) {
  const { data } = usePlayLimits();
  // The check fell due since the limits were last read: read them again for today's figures.
  useEffect(() => void readsChanged([playLimitsEndpoints.getPlayLimits]), []);
  return data ? <RealityCheckNotice limits={data} onKeepPlaying={onKeepPlaying} /> : null;
}
