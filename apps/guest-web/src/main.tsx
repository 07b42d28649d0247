import { afterNextPaint } from './lib/after-paint.ts';
import { loadBahtSign } from './lib/baht-sign.ts';
import { warmUpIntl } from './lib/intl-warm-up.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { STORAGE_KEYS, readHotelId, readStorage } from './lib/storage.ts';
import { applyDarkMode, readDarkModePreference, restoreHotelTheme } from './lib/theme.ts';
import './index.css';

// First, so that it is done before the app's first date or price: ICU's data for the guest's language, loaded
// on another thread (intl-warm-up.ts).
warmUpIntl(readStorage(STORAGE_KEYS.language) || document.documentElement.lang || 'en');
// Before the first paint: dark mode and the last-seen hotel colours, so the page does not flash the defaults.
applyDarkMode(readDarkModePreference());
const isLogin = window.location.pathname === '/' || window.location.pathname === '/login';
const linkHotel = isLogin ? new URLSearchParams(window.location.search).get('hotel')?.trim() : undefined;
restoreHotelTheme(linkHotel || readHotelId());
// The prices' baht sign, in before the first price is laid out (baht-sign.ts).
loadBahtSign();

/*
 * The entry point holds no more than that: the browser paints what the server drew (the branded login, the
 * dashboard's top with its first slide) before the app's code is loaded and evaluated (start-app.tsx).
 * Evaluating react-dom and the rest first held that paint back by the whole evaluation on a slow phone
 * (decision 0119).
 */
await afterNextPaint();
const { startApp } = await import('./start-app.tsx');
// Evaluating the app's code is one task; starting it (the next screen's code, the language) is left to the next,
// so that a slow phone runs two shorter tasks instead of one long one.
await new Promise((resolve) => setTimeout(resolve));
await startApp(linkHotel);
// Offline pages and push messages: once the page has loaded, never ahead of the first screen (service-worker.ts).
registerServiceWorker();
