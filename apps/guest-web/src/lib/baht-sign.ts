/** The app's own faces of the baht sign (index.css), one per weight the app draws prices in. */
export const BAHT_SIGN_FACES = ['400 1em "Baht Sign"', '700 1em "Baht Sign"'] as const;

/**
 * Loads the baht sign's faces now, so that they are in before the first price is laid out: a face limited to a
 * unicode-range loads only when the browser first lays out one of its characters, and that layout is done with
 * a system font meanwhile, the slow search for one that has the sign included (decision 0127).
 */
export function loadBahtSign(): void {
  // Browsers without the CSS Font Loading API load it on first use.
  if (!('fonts' in document)) return;
  for (const face of BAHT_SIGN_FACES) document.fonts.load(face, '\u0E3F').catch(() => undefined);
}
