import { hotelHasActivities } from './modules/activities/index.ts';
import { hotelHasCharges, openQuestionCounts, outstandingMinor } from './modules/billing/index.ts';
import { hotelHasMenuItems } from './modules/dining/index.ts';
import { registerPricedDataCheck } from './modules/hotels/index.ts';
import { endPushOfStay } from './modules/push/index.ts';
import { registerStayDevicesEnd, registerStayFolio } from './modules/stays/index.ts';

/**
 * Where a lower module asks higher ones without importing them (decision 0140): each owner of a table hands
 * the lower module its check or its answers. Called by buildApp and the CLI before anything runs; calling it twice is harmless.
 */
export function registerModuleHooks(): void {
  registerPricedDataCheck(hotelHasMenuItems);
  registerPricedDataCheck(hotelHasActivities);
  registerPricedDataCheck(hotelHasCharges);
  registerStayFolio({ outstandingMinor, openQuestionCounts });
  registerStayDevicesEnd(endPushOfStay);
}
