/** A span of minutes as operators read it: "less than a minute", "45 minutes", "23 h 05 min", "3 days 2 h". */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.round(total));
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  // Hours up to two days: a 24-hour hold reads as hours, not as "1 day".
  if (minutes < 2 * 1440) return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return `${days} days${hours > 0 ? ` ${hours} h` : ''}`;
}
