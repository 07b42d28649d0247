/**
 * Has the browser load its internationalisation data (ICU) on a thread of its own (decision 0123). The first
 * date or number formatter of a page builds ICU's data for the language: 16–73 ms on this project's hosts, four
 * times that at Lighthouse's 4× CPU slowdown, one long task wherever it falls. ICU keeps what it builds for the
 * whole page (its caches are the process's, not the thread's), so once a worker has created the formatters the
 * app's own, on the main thread, take well under a millisecond. A browser without workers (or one that cannot
 * load the file) loses nothing: its first formatter loads the data itself, as before.
 */
export function warmUpIntl(language: string): void {
  if (typeof Worker !== 'function') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warm-up',
    });
    worker.postMessage(language);
  } catch {
    // As without workers.
  }
}

/** What the worker runs: a date and a number formatter in the language, each used once. */
export function loadIntlData(language: string): void {
  const formatters = [() => new Intl.DateTimeFormat(language), () => new Intl.NumberFormat(language)];
  for (const create of formatters) {
    try {
      create().format(0);
    } catch {
      // An unknown language is for the formatters to handle when it matters.
    }
  }
}
