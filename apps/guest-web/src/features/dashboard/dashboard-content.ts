import type { GuestSessionResponse } from '@hotel/contracts/auth';
import { DEFAULT_LANGUAGE } from '@hotel/contracts/languages';
import { normaliseLanguage } from '../../lib/i18n/languages.ts';
import { appQueryClient } from '../../lib/query-client.ts';
import { STORAGE_KEYS, readHotelId, readStorage } from '../../lib/storage.ts';
import { popularActivitiesQueryOptions } from '../activities/index.ts';
import { calendarEventsQueryOptions, slidesQueryOptions, weatherQueryOptions } from '../content/index.ts';
import { popularItemsQueryOptions } from '../dining/index.ts';
import { knownHotel } from '../../lib/hotel/use-hotel.ts';
import { bookingQueryOptions } from '../requests/index.ts';
import { contentTranslationsQueryOptions } from '../../lib/translation/use-content-translation.ts';

/**
 * Asks for the dashboard's content as the app starts on a dashboard the server drew (start-app.tsx), rather
 * than as each section mounts: the calls go out beside the downloads of the code, and what has arrived by the
 * time React draws the dashboard is drawn in that one first render, which React slices, instead of a skeleton
 * and then a render, a commit and a layout of their own for each answer, none of them sliced (decision 0124).
 * The sections read the same query options, so each finds its answer under the key it asks for; one that has
 * not arrived is shown loading and drawn when it comes, as before.
 */
export function prefetchDashboardContent(session: Promise<GuestSessionResponse>): void {
  const hotelId = readHotelId();
  const language = normaliseLanguage(readStorage(STORAGE_KEYS.language)) ?? DEFAULT_LANGUAGE;
  const signedIn = Boolean(readStorage(STORAGE_KEYS.sessionToken));
  const queries = [
    slidesQueryOptions(hotelId),
    popularItemsQueryOptions(hotelId),
    popularActivitiesQueryOptions(),
    weatherQueryOptions(hotelId),
    calendarEventsQueryOptions(hotelId),
    contentTranslationsQueryOptions(language, signedIn),
  ];
  for (const options of queries) prefetchIfEnabled(options);
  // The service requests' toggles in the bar read the stay's booking, whose id comes with the session: asked for
  // as the session answers, the toggles' query is already on its way when the shell first draws them, instead of
  // starting there and drawing them again at once, in the same task (decision 0126).
  session.then(
    (answer) => prefetchIfEnabled(bookingQueryOptions(answer.booking.id, knownHotel(hotelId ?? ''))),
    () => undefined,
  );
}

function prefetchIfEnabled(options: { enabled?: unknown }): void {
  // A prefetch ignores `enabled`: a query its screen would not run is not asked for here either.
  if (options.enabled === false) return;
  void appQueryClient.prefetchQuery(options as Parameters<typeof appQueryClient.prefetchQuery>[0]);
}
