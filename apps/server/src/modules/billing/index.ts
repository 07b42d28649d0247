/** The billing module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export { billLineSql } from './line-wording.ts';
export type { BillLineWording } from './line-wording.ts';
export { hotelHasCharges, openQuestionCounts } from './repository.ts';
export { billingRoutes } from './routes.ts';
export { outstandingMinor, settleBookingAtDesk } from './service.ts';
export { erasePersonalDataOfStay, personalDataOfStay } from './personal-data.ts';
