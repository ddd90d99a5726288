import { formatLkr, formatNumber } from 'contract/money';
import { formatMinutes } from 'contract/durations';

export { formatLkr, formatNumber };

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "22 Nov 2026, 14:05" in the operator's own time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** A signed ledger amount: "+5,000" for a credit, "−5,000" for a debit (a real minus sign, read as "minus"). */
export const formatSigned = (amount: number) => `${amount > 0 ? '+' : amount < 0 ? '\u2212' : ''}${formatNumber(Math.abs(amount))}`;

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar day ('1990-03-14', a birth date) as "14 Mar 1990": read as UTC, so no time zone moves it to the day before. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : day.format(date);
}

/** The time since `iso` as "less than a minute", "45 minutes", "23 h 05 min" or "3 days 2 h" (the server's wording, ADR 042). */
export function formatElapsed(iso: string, now = Date.now()): string {
  return formatMinutes(Math.floor((now - Date.parse(iso)) / 60_000));
}
