import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  STAFF_SOCKET_PATH,
  type StaffChannelMessage,
  type StaffUpdateMessage,
} from '@hotel/contracts/live-messages';
import { LiveSocket, liveSocketUrl, type LiveSocketState } from '@hotel/client-kit/live-socket';
import { SESSION_QUERY_KEY } from './session.ts';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'signed-out';

/**
 * Returns true when it patched its screen's data in place from `update.data`: the topic's queries are
 * then only marked stale, not read again (the board with 500 tickets must not re-read them per event).
 */
type UpdateListener = (update: StaffUpdateMessage) => boolean | void;

interface LiveContextValue {
  status: LiveStatus;
  subscribe(listener: UpdateListener): () => void;
}

const LiveContext = createContext<LiveContextValue | null>(null);

/** The badge's words for the socket's state: before the first connection it is still connecting. */
function statusOf(state: LiveSocketState, hasConnected: boolean): LiveStatus {
  if (state === 'connected') return 'live';
  return hasConnected ? 'reconnecting' : 'connecting';
}

/**
 * One socket per open console: /ws/staff/ with the session cookie, through the client kit's socket client.
 * Unlike the guest's phone it never gives up (a kitchen tablet is left open all day), and tries at once when the
 * browser says the network is back. Every staff_update refreshes the queries of its topic (a feature's query
 * keys start with its topic: ['orders', …]); features that want more (a ring, patching a ticket in place)
 * subscribe with useStaffUpdates. After a reconnect every query is read again: that is the catch-up.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const listeners = useRef(new Set<UpdateListener>());

  useEffect(() => {
    let hasConnected = false;
    let signedOut = false;
    const live = new LiveSocket<StaffChannelMessage>({
      maxReconnectAttempts: Number.POSITIVE_INFINITY,
      // A staff_update's id names its record: two updates of one order share it.
      skipRepeats: false,
      onMessage(message) {
        if (message.type !== 'staff_update') return;
        let patched = false;
        for (const listener of listeners.current) if (listener(message) === true) patched = true;
        void queryClient.invalidateQueries({
          queryKey: [message.topic],
          refetchType: patched ? 'none' : 'active',
        });
        // The frame's hotel name and logo and the alert defaults come with the session.
        if (message.topic === 'settings') void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
      onOpen({ reconnected }) {
        hasConnected = true;
        if (reconnected) void queryClient.invalidateQueries();
      },
      onSessionRefused() {
        signedOut = true;
        setStatus('signed-out');
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
      onStateChange(state) {
        if (!signedOut) setStatus(statusOf(state, hasConnected));
      },
    });
    live.setUrl(liveSocketUrl(STAFF_SOCKET_PATH));
    const reconnectNow = () => live.resume();
    window.addEventListener('online', reconnectNow);
    return () => {
      window.removeEventListener('online', reconnectNow);
      live.close();
    };
  }, [queryClient]);

  const [value] = useState<Omit<LiveContextValue, 'status'>>(() => ({
    subscribe(listener) {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    },
  }));
  return <LiveContext.Provider value={{ ...value, status }}>{children}</LiveContext.Provider>;
}

export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext)?.status ?? 'connecting';
}

/** Calls `listener` for every staff_update while the component is mounted (true: patched in place). */
export function useStaffUpdates(listener: UpdateListener): void {
  const context = useContext(LiveContext);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => context?.subscribe((update) => latest.current(update)), [context]);
}
