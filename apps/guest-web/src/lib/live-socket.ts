import { liveSocketUrl as kitLiveSocketUrl } from '@hotel/client-kit/live-socket';

/**
 * The guest's live channels through the client kit's socket client (SPEC section 7): the notification channel and
 * the booking's. `features/notifications` and `features/requests` drive one each (use-live-socket.ts).
 */
export {
  FINAL_CLOSE_CODES,
  LiveSocket,
  reconnectDelay,
  type LiveSocketOptions,
  type LiveSocketState,
  type SocketLike,
} from '@hotel/client-kit/live-socket';
export { LIVE_SOCKET, liveSocketPaths } from '@hotel/contracts/live-messages';

/**
 * A message of the guest's channels as it arrives: its `type` is checked, the rest is the server's word, read
 * defensively by whoever handles it (the contracts' types of each: GuestChannelMessage, BookingChannelMessage).
 */
export interface LiveMessage {
  type: string;
  [field: string]: unknown;
}

/** The socket address for a path of the server's: ws: or wss: like the page, or like VITE_API_ORIGIN. */
export function liveSocketUrl(path: string, location?: Pick<Location, 'protocol' | 'host'>): string {
  return kitLiveSocketUrl(path, { apiOrigin: import.meta.env.VITE_API_ORIGIN ?? '', location });
}
