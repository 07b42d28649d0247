/** The activities module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export { loadCatalogue } from './catalogue.ts';
export { insertSchedule, saveActivity } from './editor-repository.ts';
export { activityTexts, hotelHasActivities } from './repository.ts';
export { activityRoutes } from './routes.ts';
export { slotsBetween } from './service.ts';
export { formattedTime } from './slots.ts';
export { erasePersonalDataOfStay, personalDataOfStay } from './personal-data.ts';
