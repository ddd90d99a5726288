import { formatLkr, formatNumber } from 'shared/money';

export { formatLkr, formatNumber };

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "22 Nov 2026, 14:05" in the operator's own time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** A signed ledger amount: "+5,000" for a credit, "−5,000" for a debit (a real minus sign, read as "minus"). */
export const formatSigned = (amount: number) => `${amount > 0 ? '+' : amount < 0 ? '\u2212' : ''}${formatNumber(Math.abs(amount))}`;
