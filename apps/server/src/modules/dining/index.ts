/** The dining module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export { diningTexts, hotelHasMenuItems, loadMenuRecords } from './menu-repository.ts';
export { diningRoutes } from './routes.ts';
export { MenuImportError, exportMenu, importMenu } from './staff-menu-service.ts';
export { erasePersonalDataOfStay, personalDataOfStay } from './personal-data.ts';
