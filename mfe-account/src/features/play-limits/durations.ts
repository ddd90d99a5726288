import type { useMessages } from '../../i18n';

type Translate = ReturnType<typeof useMessages>;

/** A number of minutes in words: "30 minutes", "2 hours", "1 hour 30 minutes". */
export function minutesInWords(t: Translate, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('limits.minutes', { minutes: rest });
  if (rest === 0) return t('limits.hours', { hours });
  return t('limits.hoursAndMinutes', { hours, minutes: rest });
}

/** Play time, rounded down to the minute. */
export const playedInWords = (t: Translate, ms: number) => minutesInWords(t, Math.floor(ms / 60_000));
