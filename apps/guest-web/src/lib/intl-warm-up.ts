/**
 * Has the browser load its internationalisation data (ICU) now. The first Intl formatter of a page costs a
 * tenth of a second on a slow phone, whichever kind it is (later ones take a few milliseconds): left to the first
 * price or date the dashboard draws, it lengthened that render, or the handling of the response that stored
 * the hotel's time zone, into a long task. Called while the main thread waits for the app's code.
 */
export function warmUpIntl(language: string): void {
  try {
    new Intl.DateTimeFormat(language).format(0);
  } catch {
    // An unknown language is for the formatters to handle when it matters.
  }
}
