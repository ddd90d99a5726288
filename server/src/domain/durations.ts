/** A span of minutes as operators read it: "45 minutes", "3 h 05 min", "1 day 2 h". */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.round(total));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours > 0 ? ` ${hours} h` : ''}`;
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}
