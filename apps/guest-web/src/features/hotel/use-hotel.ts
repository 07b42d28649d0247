import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelResponse } from '@hotel/contracts/hotels';
import { api } from '../../lib/api-client.ts';

export function hotelQueryOptions(hotelId: string) {
  return queryOptions({
    queryKey: ['hotel', hotelId],
    queryFn: async ({ signal }) =>
      api.get<HotelResponse>(`hotels/${encodeURIComponent(hotelId)}`, {
        signal,
        schema: import.meta.env.DEV ? (await import('@hotel/contracts/hotels')).hotelResponse : undefined,
      }),
    // Branding and flags change rarely; the nav bar, login and theme all read the same cached answer.
    staleTime: 5 * 60_000,
  });
}

/** The hotel's branding, theme colours and flags; idle while there is no hotel id. */
export function useHotel(hotelId: string | null | undefined) {
  return useQuery({ ...hotelQueryOptions(hotelId ?? ''), enabled: Boolean(hotelId) });
}

/** The small logo for tight spots (login badge), falling back to the full logo. */
export function hotelSmallLogo(hotel: HotelResponse): string | null {
  return hotel.small_logo_url ?? hotel.small_logo ?? hotel.logo_url;
}
