/**
 * What a guest's phone keeps in the app's localStorage after the login, for a returning guest opening the
 * dashboard: the session, the hotel, the hotel's time zone (which the login page adopts from the hotel's answer,
 * SPEC section 7) and the requests hint already seen. The session's HttpOnly cookie is set apart, by the caller.
 */
export async function returningGuestStorage(
  baseUrl: string,
  token: string,
  hotelId = 'HOTEL-DEMO',
): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/hotels/${hotelId}/`);
  if (!response.ok) throw new Error(`The hotel ${hotelId} answered ${response.status}`);
  const hotel = (await response.json()) as { timezone: string };
  return {
    sessionToken: token,
    hotelId,
    hotelUniqueId: hotelId,
    hotelTimezone: hotel.timezone,
    hasSeenRequestsTooltip: 'true',
  };
}
