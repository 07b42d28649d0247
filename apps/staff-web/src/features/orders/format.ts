/** "19:30", or "Tue 19:30" when it is not today, in the hotel's time zone (staff think in hotel time). */
export function formatScheduled(iso: string, timeZone: string, now: number): string {
  const instant = new Date(iso);
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    instant,
  );
  if (day.format(instant) === day.format(new Date(now))) return time;
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric' }).format(
    instant,
  );
  return `${weekday} ${time}`;
}
