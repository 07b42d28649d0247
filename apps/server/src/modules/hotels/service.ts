import type { HotelResponse } from '@hotel/contracts/hotels';
import type { HotelRow } from './repository.ts';

export const HOTEL_NOT_FOUND = 'Hotel not found. Please try scanning the QR code again.';

export function toHotelResponse(hotel: HotelRow): HotelResponse {
  return {
    unique_id: hotel.uniqueId,
    name: hotel.name,
    logo_url: hotel.logoUrl,
    small_logo: hotel.smallLogoUrl,
    small_logo_url: hotel.smallLogoUrl,
    primary_color: hotel.primaryColor,
    secondary_color: hotel.secondaryColor,
    accent_color: hotel.accentColor,
    text_color: hotel.textColor,
    text_light_color: hotel.textLightColor,
    background_color: hotel.backgroundColor,
    currency_symbol: hotel.currencySymbol,
    currency_code: hotel.currencyCode,
    timezone: hotel.timezone,
    room_service_enabled: hotel.roomServiceEnabled,
    room_service_hours: hotel.roomServiceHours,
    subscription: { chat_enabled: hotel.chatEnabled },
    guests_can_request_cleaning: hotel.guestsCanRequestCleaning,
    guests_can_request_towels: hotel.guestsCanRequestTowels,
    guests_can_request_toiletries: hotel.guestsCanRequestToiletries,
    guests_can_request_sheets: hotel.guestsCanRequestSheets,
    guests_can_request_general_assistance: hotel.guestsCanRequestGeneralAssistance,
    guests_can_set_do_not_disturb: hotel.guestsCanSetDoNotDisturb,
  };
}
