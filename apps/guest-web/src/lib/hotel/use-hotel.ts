import { useEffect, useSyncExternalStore } from 'react';
import { decimalsOf } from '@hotel/contracts/currency';
import type { HotelResponse } from '@hotel/contracts/hotels';
import { ApiError, api } from '../api-client.ts';
import { DEFAULT_DECIMALS } from '../format-price.ts';
import { useStoredHotelId } from '../storage.ts';

/**
 * The hotel's public data — branding, theme colours, flags, currency — kept here rather than in TanStack Query
 * (decision 0117): the login and the theme read it before the shell, and Query's 10 KB stay out of the
 * login's first load. Same behaviour as the query it replaces: one request per hotel however many screens ask,
 * fresh for five minutes (asked again when a screen mounts after that), two retries after a network failure or
 * a 5xx, a 4xx kept as the answer.
 */
const FRESH_FOR_MS = 5 * 60_000;

/** Waits before the retries after a failure that may pass (network, 5xx); the unit tests take none. */
export const hotelRetry = { delaysMs: [1_000, 2_000] };

export interface HotelState {
  data: HotelResponse | undefined;
  error: unknown;
  /** No answer yet, and one is on its way. */
  isLoading: boolean;
  isError: boolean;
}

interface Entry {
  state: HotelState;
  fetchedAt: number;
  request?: Promise<void>;
}

const IDLE: HotelState = { data: undefined, error: null, isLoading: false, isError: false };
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
/** Raised by `forgetHotels`: an answer to a request made before it is dropped. */
let generation = 0;

function set(hotelId: string, entry: Entry): void {
  entries.set(hotelId, entry);
  for (const listener of listeners) listener();
}

function isWorthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

async function fetchHotel(hotelId: string): Promise<HotelResponse> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api.get<HotelResponse>(`hotels/${encodeURIComponent(hotelId)}`, {
        schema: import.meta.env.DEV ? (await import('@hotel/contracts/hotels')).hotelResponse : undefined,
      });
    } catch (error) {
      const delay = hotelRetry.delaysMs[attempt];
      if (delay === undefined || !isWorthRetrying(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Asks the server for the hotel unless a request is already on its way; keeps the last answer meanwhile. */
function load(hotelId: string): Promise<void> {
  const current = entries.get(hotelId);
  if (current?.request) return current.request;
  const askedIn = generation;
  const request = fetchHotel(hotelId).then(
    (data) => {
      if (askedIn === generation) set(hotelId, { state: { ...IDLE, data }, fetchedAt: Date.now() });
    },
    (error: unknown) => {
      if (askedIn !== generation) return;
      set(hotelId, {
        state: { ...IDLE, data: entries.get(hotelId)?.state.data, error, isError: true },
        fetchedAt: Date.now(),
      });
    },
  );
  set(hotelId, {
    state: { ...(current?.state ?? IDLE), isLoading: !current?.state.data },
    fetchedAt: current?.fetchedAt ?? 0,
    request,
  });
  return request;
}

/** The hotel the server wrote into the page it served (first-paint-hotel.ts): no request for it. */
export function seedHotel(hotel: HotelResponse): void {
  set(hotel.unique_id, { state: { ...IDLE, data: hotel }, fetchedAt: Date.now() });
}

/** A live change of the hotel's menu or settings: every hotel a screen shows is asked again. */
export function refreshHotels(): void {
  for (const hotelId of entries.keys()) void load(hotelId);
}

/** The hotel's data as last answered, outside React. */
export function knownHotel(hotelId: string): HotelResponse | undefined {
  return entries.get(hotelId)?.state.data;
}

/** Tests start from nothing known. */
export function forgetHotels(): void {
  generation += 1;
  entries.clear();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The hotel's branding, theme colours and flags; idle while there is no hotel id. */
export function useHotel(hotelId: string | null | undefined): HotelState {
  const state = useSyncExternalStore(subscribe, () =>
    hotelId ? (entries.get(hotelId)?.state ?? IDLE) : IDLE,
  );
  useEffect(() => {
    if (!hotelId) return;
    const entry = entries.get(hotelId);
    if (!entry || (!entry.request && Date.now() - entry.fetchedAt > FRESH_FOR_MS)) void load(hotelId);
  }, [hotelId]);
  // Until the effect has asked: 'loading' rather than a moment of 'nothing', which a screen would show as empty.
  return hotelId && !entries.has(hotelId) ? { ...IDLE, isLoading: true } : state;
}

/** The small logo for tight spots (login badge), falling back to the full logo. */
export function hotelSmallLogo(hotel: HotelResponse): string | null {
  return hotel.small_logo_url ?? hotel.small_logo ?? hotel.logo_url;
}

/** How many decimals the hotel's prices have (0 for JPY, 3 for KWD); two until the hotel is known. */
export function usePriceDecimals(): number {
  const { data: hotel } = useHotel(useStoredHotelId());
  return hotel ? decimalsOf(hotel.currency_code) : DEFAULT_DECIMALS;
}
