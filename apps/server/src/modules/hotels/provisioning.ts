import type { Database } from '../../platform/database/database.ts';
import { isValidTimeZone } from '../../platform/time.ts';
import { HOTEL_ID_PATTERN } from '@hotel/contracts/common';
import { currencySymbolOf, isCurrencyCode } from '@hotel/contracts/currency';
import { CURRENCY_LOCKED, currencyLocked } from './currency.ts';
import { findHotelByUniqueId, upsertHotelRow, type NewHotel } from './repository.ts';

/** A provisioning input refused (the CLI prints it); the stays and staff modules throw it too. */
export class ProvisioningError extends Error {}

/** Creates a hotel, or updates the one with that unique id. */
export async function upsertHotel(db: Database, hotel: NewHotel): Promise<number> {
  if (!HOTEL_ID_PATTERN.test(hotel.uniqueId))
    throw new ProvisioningError(`Invalid hotel ID format: ${hotel.uniqueId}`);
  if (hotel.timezone && !isValidTimeZone(hotel.timezone))
    throw new ProvisioningError(`Unknown time zone: ${hotel.timezone}`);
  if (hotel.currencyCode !== undefined) {
    if (!isCurrencyCode(hotel.currencyCode))
      throw new ProvisioningError(
        `Unknown currency (an ISO 4217 code such as THB, EUR, JPY): ${hotel.currencyCode}`,
      );
    const existing = await findHotelByUniqueId(db, hotel.uniqueId);
    if (existing && (await currencyLocked(db, existing.id, hotel.currencyCode)))
      throw new ProvisioningError(CURRENCY_LOCKED);
    hotel = { currencySymbol: currencySymbolOf(hotel.currencyCode), ...hotel };
  }
  return upsertHotelRow(db, hotel);
}
