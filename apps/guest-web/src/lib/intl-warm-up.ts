/**
 * Has the browser load its internationalisation data (ICU) now. The first date formatter of a page costs a
 * tenth of a second or more on a slow phone, the first number formatter a few hundredths more (later ones take a
 * few milliseconds): left to the first price or date the dashboard draws, that lengthened a render into a long
 * task. main.tsx calls it before the page's first paint (decision 0122): the paint waits for it, but a task
 * before the first paint blocks nothing a guest could do, where the same task after it is a long task of the load.
 */
export function warmUpIntl(language: string): void {
  const formatters = [() => new Intl.DateTimeFormat(language), () => new Intl.NumberFormat(language)];
  for (const create of formatters) {
    try {
      create().format(0);
    } catch {
      // An unknown language is for the formatters to handle when it matters.
    }
  }
}
