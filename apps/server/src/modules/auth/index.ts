/** The auth module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export {
  HOTEL_MISMATCH,
  authenticateGuest,
  forgetCachedGuestOf,
  guestOf,
  readToken,
  resolveGuest,
} from './guard.ts';
export { authRoutes } from './routes.ts';
