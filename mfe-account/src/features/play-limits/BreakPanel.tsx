import { useState } from 'react';
import { Button, FormMessages, formatDate, SelectField, useLanguage } from 'shared';
import type { PlayLimits } from 'contract/play-limits-endpoints';
import { BREAK_PERIODS, EXCLUSION_PERIODS, type BreakPeriod, type ExclusionPeriod, type PlayBreakKind } from 'contract/account-choices';
import { Actions, Muted, Panel } from '../../components/ui';
import { useMessages } from '../../i18n';
import { useTakePlayBreak } from './api/play-limits';

type Period = BreakPeriod | ExclusionPeriod;

const PERIOD_LABELS = {
  '24h': 'limits.break.period.24h',
  '7d': 'limits.break.period.7d',
  '30d': 'limits.break.period.30d',
  '6w': 'limits.break.period.6w',
  '6m': 'limits.break.period.6m',
  '1y': 'limits.break.period.1y',
  permanent: 'limits.break.period.permanent',
} as const satisfies Record<Period, string>;

/** When a break or self-exclusion taken now would end, as the confirmation names it (the server's clock decides). */
export function endOf(period: Period, from = new Date()): Date | null {
  const end = new Date(from);
  const days = { '24h': 1, '7d': 7, '30d': 30, '6w': 42 } as const;
  if (period === 'permanent') return null;
  if (period === '6m') end.setMonth(end.getMonth() + 6);
  else if (period === '1y') end.setFullYear(end.getFullYear() + 1);
  else end.setDate(end.getDate() + days[period]);
  return end;
}

/**
 * "Take a break" and "Self-exclude" (ADR 061): one choice, a confirmation that says it cannot be
 * undone and when it ends. While one is on, when it ends, and that it can only be made longer.
 */
export function BreakPanel({ limits }: { limits: PlayLimits }) {
  const t = useMessages();
  const language = useLanguage();
  const take = useTakePlayBreak();
  const [kind, setKind] = useState<PlayBreakKind>('break');
  const [period, setPeriod] = useState<Period | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const current = limits.playBreak;
  const periods: readonly Period[] = kind === 'break' ? BREAK_PERIODS : EXCLUSION_PERIODS;
  const end = period === '' ? null : endOf(period);
  const confirm = async () => {
    if (period === '') return;
    setSaved(null);
    const done = await take.run({ kind, period } as { kind: 'break'; period: BreakPeriod });
    setConfirming(false);
    if (done) {
      setSaved(done.output);
      setPeriod('');
    }
  };
  return (
    <Panel aria-labelledby="break-heading">
      <h2 id="break-heading">{t('limits.break.heading')}</h2>
      {current ? (
        <p role="note">
          <strong>
            {current.until === null
              ? t('limits.break.onForGood')
              : t(current.kind === 'break' ? 'limits.break.onBreak' : 'limits.break.onExclusion', {
                  date: formatDate(current.until, language, { time: true }),
                })}
          </strong>{' '}
          {t('limits.break.cannotLift')}
        </p>
      ) : null}
      <Muted>{t('limits.break.help')}</Muted>
      {current?.until === null ? null : (
        <>
          <SelectField
            name="kind"
            label={t('limits.break.kindLabel')}
            placeholder={t('limits.break.kindChoose')}
            value={kind}
            onChange={(event) => {
              take.clear();
              setConfirming(false);
              setPeriod('');
              setKind((event.target.value || 'break') as PlayBreakKind);
            }}
            options={[
              { value: 'break', label: t('limits.break.kind.break') },
              { value: 'self-exclusion', label: t('limits.break.kind.self-exclusion') },
            ]}
          />
          <SelectField
            name="period"
            label={t('limits.break.periodLabel')}
            placeholder={t('limits.break.periodChoose')}
            value={period}
            onChange={(event) => {
              take.clear();
              setConfirming(false);
              setPeriod(event.target.value as Period | '');
            }}
            options={periods.map((value) => ({ value, label: t(PERIOD_LABELS[value]) }))}
          />
          {confirming ? (
            <p role="alert">
              <strong>
                {end === null
                  ? t('limits.break.confirmForGood')
                  : t('limits.break.confirmUntil', { date: formatDate(end, language, { time: true }) })}
              </strong>{' '}
              {t('limits.break.confirmCannotUndo')}
            </p>
          ) : null}
          <FormMessages error={take.error} status={take.status ?? saved} />
          <Actions>
            {confirming ? (
              <>
                <Button type="button" busy={take.busy} onClick={() => void confirm()}>
                  {t(kind === 'break' ? 'limits.break.confirmBreak' : 'limits.break.confirmExclusion')}
                </Button>
                <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
                  {t('cancel')}
                </Button>
              </>
            ) : (
              <Button type="button" variant="secondary" disabled={period === ''} onClick={() => setConfirming(true)}>
                {t(kind === 'break' ? 'limits.break.start' : 'limits.break.startExclusion')}
              </Button>
            )}
          </Actions>
        </>
      )}
    </Panel>
  );
}
