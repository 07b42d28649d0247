/** The notifications module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export { insertNotification, notificationFromJson } from './repository.ts';
export type { NewNotification, NotificationJson, NotificationRow } from './repository.ts';
export { notificationRoutes } from './routes.ts';
export type { NoticeWording } from './schema.ts';
export { publishNotification, storeNotification } from './service.ts';
export { englishOf, stayLanguage } from './wording.ts';
export { erasePersonalDataOfStay, personalDataOfStay } from './personal-data.ts';
