/** The hotels module's public face: what other modules, app.ts and the seed may use. Everything else is private. */
export {
  CURRENCY_LOCKED,
  MAX_MINOR_AMOUNT,
  currencyLocked,
  hotelCurrencyOf,
  loadHotelCurrency,
  registerPricedDataCheck,
  toApiAmount,
  toMinorAmount,
} from './currency.ts';
export type { HotelCurrency } from './currency.ts';
export {
  guestAddressOf,
  hasOwnStripeAccount,
  hotelWebhookPath,
  loadGuestAddress,
  loadOwnStripeKeys,
  ownStripeKeys,
  paymentSetupOf,
  stripeKeyChanges,
} from './hotel-accounts.ts';
export type { PaymentSetup, StripeKeys } from './hotel-accounts.ts';
export { guestFirstPaint } from './guest-first-paint.ts';
export type { FirstPaintSources } from './guest-first-paint.ts';
export { ProvisioningError, upsertHotel } from './provisioning.ts';
export {
  findHotelById,
  findHotelByTypedUniqueId,
  findHotelByUniqueId,
  listHotels,
  lockHotelRow,
  updateHotel,
} from './repository.ts';
export type { HotelChanges, HotelRow, NewHotel } from './repository.ts';
export { faviconRoute } from './install-routes.ts';
export { hotelRoutes } from './routes.ts';
export { HOTEL_NOT_FOUND, toHotelResponse } from './service.ts';
