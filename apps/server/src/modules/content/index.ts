/** The content module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export { contentTexts, findTouristInfo, saveTouristInfo, saveWeatherLocation } from './repository.ts';
export type { TouristInfoFields } from './repository.ts';
export { contentRoutes } from './routes.ts';
export { slidesOnShow } from './service.ts';
