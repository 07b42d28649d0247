/**
 * Intl's formatters, built once per language and options and kept. Building one costs a phone a millisecond or
 * more (the dashboard's weather and calendar built one per temperature, day and event, in the render of each
 * answer: decision 0124); formatting with one already built costs next to nothing. A language or option Intl
 * refuses throws its RangeError each time, as the constructor would, and nothing is kept for it. The device's own
 * zone is read afresh (`Intl.DateTimeFormat().resolvedOptions()`), not through here: a kept formatter would keep
 * the zone of the moment it was built.
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<Format extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  language: string,
  options: object,
  build: () => Format,
): Format {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let format = formats.get(key) as Format | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached('date', language, options, () => new Intl.DateTimeFormat(language, options));
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', language, options, () => new Intl.NumberFormat(language, options));
}

/** Whether Intl knows this IANA zone ('Asia/Bangkok'). */
export function isTimeZone(zone: string): boolean {
  try {
    dateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
