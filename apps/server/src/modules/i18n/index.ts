/** The i18n module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export { i18nRoutes } from './routes.ts';
