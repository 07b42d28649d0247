/** The translations module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export { translationRoutes } from './routes.ts';
export { erasePersonalDataOfStay, personalDataOfStay } from './personal-data.ts';
