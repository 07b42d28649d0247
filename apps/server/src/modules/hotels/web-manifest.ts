import type { HotelResponse } from '@hotel/contracts/hotels';
import { RIGHT_TO_LEFT_LANGUAGES } from '@hotel/contracts/languages';
import { uiText } from '../../platform/i18n/ui-text.ts';
import { INSTALL_ICONS, iconUrl, type InstallIconName } from './install-icons.ts';

/** The fields of the W3C web app manifest this app fills in. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/** The manifest's icons: what Chromium asks for to install (192 and 512) and what Android crops into its shape. */
const MANIFEST_ICONS: { name: InstallIconName; purpose: 'any' | 'maskable' }[] = [
  { name: 'icon-192.png', purpose: 'any' },
  { name: 'icon-512.png', purpose: 'any' },
  { name: 'maskable-512.png', purpose: 'maskable' },
];

/**
 * The hotel's guest app as an installable app: it opens on the hotel's address without a room (its login, or
 * the dashboard of a guest still signed in: guest-first-paint.ts), in the hotel's colours, named after the hotel,
 * worded in the device's language. Its id is the hotel's: two hotels on one address install as two apps.
 */
export function webManifest(hotel: HotelResponse, language: string): WebManifest {
  const entry = `/?hotel=${encodeURIComponent(hotel.unique_id)}`;
  return {
    id: entry,
    name: hotel.name,
    short_name: shortName(hotel.name),
    description: uiText(language, 'install.description') ?? '',
    lang: language,
    dir: RIGHT_TO_LEFT_LANGUAGES.has(language) ? 'rtl' : 'ltr',
    start_url: entry,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: hotel.primary_color,
    background_color: hotel.background_color,
    categories: ['travel'],
    icons: MANIFEST_ICONS.map(({ name, purpose }) => {
      const { size } = INSTALL_ICONS[name];
      return {
        src: iconUrl(hotel.unique_id, hotel, name),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      };
    }),
  };
}

/** A home screen shows about 12 characters under an icon before it cuts the name with an ellipsis. */
export const SHORT_NAME_LENGTH = 12;

/** Words that say what the place is, not which: the first to go when the name is too long for a home screen. */
const GENERIC_WORDS = new Set([
  'hotel',
  'hotels',
  'hôtel',
  'hotell',
  'otel',
  'hostal',
  'hostel',
  'resort',
  'resorts',
  'inn',
  'suites',
  'spa',
  'lodge',
  'motel',
]);

/** Words that join others: a shortened name neither starts nor ends with one ("Sea & Sand", never "Sand &"). */
const JOINING_WORDS = new Set([
  'the',
  '&',
  'and',
  'of',
  'de',
  'du',
  'la',
  'le',
  'les',
  'des',
  'del',
  'di',
  'da',
]);

/**
 * The hotel's name in at most 12 characters, for the home screen. A name that fits stays whole. Otherwise the
 * generic words go ("Sea Breeze Resort" → "Sea Breeze"), then the longest run of whole words that fits is kept
 * ("Demo Riverside Hotel" → "Riverside"; the earlier of two equally long); a single word longer than that is
 * cut with an ellipsis.
 */
export function shortName(name: string): string {
  const whole = name.trim().replace(/\s+/g, ' ');
  if (length(whole) <= SHORT_NAME_LENGTH) return whole;
  const words = whole
    .split(' ')
    .map((word) => word.replace(/^[,;:.\-–—]+|[,;:.\-–—]+$/g, ''))
    .filter(Boolean);
  const specific = words.filter((word) => !GENERIC_WORDS.has(word.toLocaleLowerCase()));
  const kept = specific.some((word) => !JOINING_WORDS.has(word.toLocaleLowerCase())) ? specific : words;
  const joins = (word: string | undefined) => JOINING_WORDS.has(word?.toLocaleLowerCase() ?? '');
  let best = '';
  for (let start = 0; start < kept.length; start++) {
    if (joins(kept[start])) continue;
    for (let end = start + 1; end <= kept.length; end++) {
      const run = kept.slice(start, end).join(' ');
      if (length(run) > SHORT_NAME_LENGTH) break;
      if (!joins(kept[end - 1]) && length(run) > length(best)) best = run;
    }
  }
  if (best) return best;
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(kept.join(' '))];
  return `${graphemes
    .slice(0, SHORT_NAME_LENGTH - 1)
    .map(({ segment }) => segment)
    .join('')}…`;
}

/** Characters as a reader counts them (a letter with its accents is one). */
function length(text: string): number {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;
}
