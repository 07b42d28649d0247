/** The privacy module's public face (docs/privacy.md): a stay's personal data exported and erased, by hand and on a schedule. */
export { privacyRoutes, RETENTION_JOB } from './routes.ts';
export { eraseExpiredGuestData, eraseGuestData, exportGuestData } from './service.ts';
