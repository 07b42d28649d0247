/*
 * The page the server serves for a URL that names a hotel carries that hotel's public data (the answer of
 * GET /api/hotels/{id}/) as JSON in this element; the guest app reads it instead of asking (decision 0110).
 * Without zod: the guest app imports it at run time on the login's first load.
 */
export const FIRST_PAINT_HOTEL_ELEMENT_ID = 'first-paint-hotel';

/**
 * The guest's language as the device last chose it, kept in a cookie as well as in localStorage so the server
 * can write the login's texts, and `<html lang dir>`, in that language into the page it serves (decision 0118).
 * Only the language code: nothing about the guest.
 */
export const LANGUAGE_COOKIE = 'guestLanguage';

/**
 * Whether the device shows the guest app dark ('1') or light ('0'), kept in a cookie as well as in localStorage
 * so the page the server draws (the login, the dashboard's top) is already in those colours (decision 0119).
 */
export const DARK_MODE_COOKIE = 'guestDarkMode';

/**
 * The dashboard's first paint: `{ hotel_unique_id, slide_image_url }`, the hotel's first slide as drawn before
 * the app could load the slideshow (null when it has none).
 */
export const FIRST_PAINT_DASHBOARD_ELEMENT_ID = 'first-paint-dashboard';
