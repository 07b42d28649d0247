import { jsonResponse, mockFetch, type RecordedRequest } from './fetch-mock.ts';
import { demoHotel } from './fixtures.ts';
import {
  poolDeck,
  testItems,
  testLocations,
  testSubCategories,
  type DiningServerOptions,
} from './dining-fixtures.ts';
import { STORAGE_KEYS, writeStorage } from '../lib/storage.ts';

/** A logged-in demo guest, as the shell would leave the device. */
export function logInDemoGuest(): void {
  writeStorage(STORAGE_KEYS.sessionToken, 'token');
  writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
  writeStorage(STORAGE_KEYS.hotelTimezone, 'Asia/Bangkok');
}

/**
 * The menu calls of the dining screens, answered from the test menu. The item list is deliberately NOT filtered
 * by location, so the app's own visibility rule is what the tests see.
 */
export function serveDining(
  options: DiningServerOptions = {},
  extra?: (request: RecordedRequest) => Response | Promise<Response> | undefined,
) {
  const items = options.items ?? testItems;
  return mockFetch(async (request) => {
    const fromExtra = extra?.(request);
    if (fromExtra) return fromExtra;
    const url = new URL(request.url, 'http://app.test');
    const path = url.pathname;
    if (path === '/api/hotels/HOTEL-DEMO/') {
      return options.hotelError
        ? jsonResponse(500, { detail: 'Hotel down' })
        : jsonResponse(200, {
            ...demoHotel,
            room_service_enabled: options.roomServiceEnabled ?? true,
            room_service_hours: options.roomServiceHours ?? null,
          });
    }
    if (path === '/api/hotels/HOTEL-DEMO/locations/') {
      const locations = testLocations.map((location) =>
        location.id === poolDeck.id
          ? { ...location, opening_hours: options.poolDeckHours ?? null }
          : location,
      );
      return options.locationsError ? jsonResponse(500, { detail: 'No' }) : jsonResponse(200, locations);
    }
    if (path === '/api/items/') {
      if (options.itemsError) return jsonResponse(options.itemsError.status, options.itemsError.body);
      return jsonResponse(200, items);
    }
    const itemMatch = /^\/api\/items\/(\d+)\/$/.exec(path);
    if (itemMatch) {
      const item = items.find((candidate) => candidate.id === Number(itemMatch[1]));
      return item ? jsonResponse(200, item) : jsonResponse(404, { detail: 'Item not found.' });
    }
    if (path === '/api/sub-categories/') {
      return options.subCategoriesError ? jsonResponse(500, {}) : jsonResponse(200, testSubCategories);
    }
    const locationMatch = /^\/api\/locations\/(\d+)\/$/.exec(path);
    if (locationMatch) {
      const location = testLocations.find((candidate) => candidate.id === Number(locationMatch[1]));
      return location ? jsonResponse(200, location) : jsonResponse(404, { detail: 'Location not found.' });
    }
    return jsonResponse(404, { detail: 'Not found' });
  });
}
