/** The requests module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export { requestRoutes } from './routes.ts';
export { personalDataOfStay } from './personal-data.ts';
