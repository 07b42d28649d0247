/**
 * A calendar date from the API ('2025-03-14', no time and no zone) in the guest's language. Formatted as UTC so
 * the device's own zone can never move it to the day before or after. The year is left out when it is this
 * year's, which keeps a stay date on one line on a phone. The server writes the dashboard's stay dates with it
 * into the page it serves (decision 0119), so both read the same.
 */
export function formatCalendarDate(isoDate: string, language: string, now = new Date()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const year = Number(match[1]);
  const date = new Date(Date.UTC(year, Number(match[2]) - 1, Number(match[3])));
  try {
    return new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: year === now.getFullYear() ? undefined : 'numeric',
      timeZone: 'UTC',
    }).format(date);
  } catch {
    return isoDate;
  }
}
