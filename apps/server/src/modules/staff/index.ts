/** The staff module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export { readStaffToken, requireStaff, staffOf } from './guard.ts';
export type { StaffPrincipal } from './principal.ts';
export {
  addStaffMember,
  deactivateStaffMember,
  listStaffOfHotel,
  resetStaffPassword,
  upsertStaffMember,
} from './provisioning.ts';
export { publishStaffUpdate, staffAudience } from './publish.ts';
export {
  findActiveMembers,
  findLiveStaffSessionIds,
  findStaffPrincipal,
  listAccountsThatCanSignIn,
  staffMemberNameOf,
} from './repository.ts';
export { staffRoutes } from './routes.ts';
