/** The push module's public face: what other modules, app.ts, main.ts and the CLI may use. Everything else is private. */
export { erasePersonalDataOfStay, personalDataOfStay } from './personal-data.ts';
export { pushRoutes } from './routes.ts';
export { alertStaff, endPushOfStay, pushSettled, pushToStay, type StaffAlert } from './service.ts';
export { generateVapidKeys, vapidEnvLines, withDevelopmentVapidKeys } from './vapid-keys.ts';
