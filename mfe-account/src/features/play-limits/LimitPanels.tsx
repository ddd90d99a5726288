import { useState } from 'react';
import { Button, FormMessages, formatDate, SelectField, useLanguage } from 'shared';
import type { PlayLimits } from 'contract/play-limits-endpoints';
import { DAILY_LIMIT_MINUTES, NO_DAILY_LIMIT, REALITY_CHECK_MINUTES } from 'contract/account-choices';
import { Actions, Muted, Panel } from '../../components/ui';
import { useMessages } from '../../i18n';
import { useUpdatePlayLimits } from './api/play-limits';
import { minutesInWords, playedInWords } from './durations';

/** Today's play since Colombo midnight, as the reality checks count it. */
export function TodayPanel({ limits }: { limits: PlayLimits }) {
  const t = useMessages();
  return (
    <Panel aria-labelledby="today-heading">
      <h2 id="today-heading">{t('limits.today.heading')}</h2>
      <p>{t('limits.today.played', { time: playedInWords(t, limits.playedTodayMs) })}</p>
      <p>{t('limits.today.coins', { coins: limits.coinsEarnedToday })}</p>
      {limits.dailyLimitMinutes !== null ? (
        <Muted>
          {t('limits.today.left', { time: playedInWords(t, Math.max(0, limits.dailyLimitMinutes * 60_000 - limits.playedTodayMs)) })}
        </Muted>
      ) : null}
    </Panel>
  );
}

/** The daily limit: lower at once, higher or none after 24 hours (said, with the day and time it starts). */
export function DailyLimitPanel({ limits }: { limits: PlayLimits }) {
  const t = useMessages();
  const language = useLanguage();
  const update = useUpdatePlayLimits();
  const current = limits.dailyLimitMinutes === null ? NO_DAILY_LIMIT : String(limits.dailyLimitMinutes);
  const [chosen, setChosen] = useState(current);
  const [saved, setSaved] = useState<string | null>(null);
  const pending = limits.pendingLimit;
  const save = async () => {
    setSaved(null);
    const done = await update.run({ dailyLimitMinutes: chosen === NO_DAILY_LIMIT ? NO_DAILY_LIMIT : Number(chosen) });
    if (done) setSaved(done.output);
  };
  return (
    <Panel aria-labelledby="daily-limit-heading">
      <h2 id="daily-limit-heading">{t('limits.daily.heading')}</h2>
      <p>
        <strong>
          {limits.dailyLimitMinutes === null
            ? t('limits.daily.none')
            : t('limits.daily.current', { time: minutesInWords(t, limits.dailyLimitMinutes) })}
        </strong>
      </p>
      {pending ? (
        <p role="note">
          {pending.minutes === null
            ? t('limits.daily.pendingNone', { date: formatDate(pending.effectiveAt, language, { time: true }) })
            : t('limits.daily.pending', {
                time: minutesInWords(t, pending.minutes),
                date: formatDate(pending.effectiveAt, language, { time: true }),
              })}
        </p>
      ) : null}
      <Muted>{t('limits.daily.help')}</Muted>
      <SelectField
        name="dailyLimitMinutes"
        label={t('limits.daily.label')}
        placeholder={t('limits.daily.choose')}
        value={chosen}
        onChange={(event) => {
          update.clear();
          setChosen(event.target.value);
        }}
        options={[
          ...DAILY_LIMIT_MINUTES.map((minutes) => ({ value: String(minutes), label: minutesInWords(t, minutes) })),
          { value: NO_DAILY_LIMIT, label: t('limits.daily.noLimit') },
        ]}
      />
      <FormMessages error={update.error} status={update.status ?? saved} />
      <Actions>
        <Button type="button" busy={update.busy} disabled={chosen === '' || chosen === current} onClick={() => void save()}>
          {t('limits.daily.save')}
        </Button>
      </Actions>
    </Panel>
  );
}

/** How often a reality check shows while playing. */
export function RealityCheckPanel({ limits }: { limits: PlayLimits }) {
  const t = useMessages();
  const update = useUpdatePlayLimits();
  const current = String(limits.realityCheckMinutes);
  const [chosen, setChosen] = useState(current);
  const [saved, setSaved] = useState<string | null>(null);
  const save = async () => {
    setSaved(null);
    const done = await update.run({ realityCheckMinutes: Number(chosen) });
    if (done) setSaved(done.output);
  };
  return (
    <Panel aria-labelledby="reality-check-heading">
      <h2 id="reality-check-heading">{t('limits.reality.heading')}</h2>
      <Muted>{t('limits.reality.help')}</Muted>
      <SelectField
        name="realityCheckMinutes"
        label={t('limits.reality.label')}
        placeholder={t('limits.reality.choose')}
        value={chosen}
        onChange={(event) => {
          update.clear();
          setChosen(event.target.value);
        }}
        options={REALITY_CHECK_MINUTES.map((minutes) => ({
          value: String(minutes),
          label: t('limits.reality.every', { time: minutesInWords(t, minutes) }),
        }))}
      />
      <FormMessages error={update.error} status={update.status ?? saved} />
      <Actions>
        <Button type="button" busy={update.busy} disabled={chosen === '' || chosen === current} onClick={() => void save()}>
          {t('limits.reality.save')}
        </Button>
      </Actions>
    </Panel>
  );
}
