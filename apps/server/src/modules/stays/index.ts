/** The stays module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export { endStayDevices, registerStayDevicesEnd } from './device-hooks.ts';
export { registerStayFolio } from './folio-hooks.ts';
export type { GuestPrincipal } from './guest-principal.ts';
export { forgetCachedGuestSession, guestSessionCache } from './guest-session-cache.ts';
export {
  findGuestPrincipal,
  findLiveGuestSessionIds,
  findRoomAndCurrentStay,
  findStayDetails,
  findStayLanguage,
  findStayLanguages,
  insertGuestSession,
  revokeGuestSession,
  roomNumbersOfStays,
  setStayLanguages,
  updateStayLanguage,
} from './guest-session-repository.ts';
export { ensureRoom } from './provisioning-repository.ts';
export { checkInGuest } from './provisioning.ts';
export { stayRoutes } from './routes.ts';
export { checkIn } from './stay-service.ts';
export {
  erasePersonalDataOfStay,
  lockStayForErasure,
  personalDataOfStay,
  staysDueForErasure,
} from './personal-data.ts';
