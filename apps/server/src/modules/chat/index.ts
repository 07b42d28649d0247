/** The chat module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export { countFaqEntries, insertFaqEntry } from './repository.ts';
export { chatRoutes } from './routes.ts';
export { HOTEL_LANGUAGE } from './translation.ts';
export { erasePersonalDataOfStay, personalDataOfStay } from './personal-data.ts';
