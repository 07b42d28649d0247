/*
 * The page the server serves for a URL that names a hotel carries that hotel's public data (the answer of
 * GET /api/hotels/{id}/) as JSON in this element; the guest app reads it instead of asking (decision 0110).
 * Without zod: the guest app imports it at run time on the login's first load.
 */
export const FIRST_PAINT_HOTEL_ELEMENT_ID = 'first-paint-hotel';
