import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StaffUpdateMessage } from '@hotel/contracts/staff';
import { SESSION_QUERY_KEY } from '../features/auth/use-session.ts';
import { StaffLive, type LiveStatus } from '../lib/staff-live.ts';

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

/**
 * One socket per open console. Every staff_update refreshes the queries of its topic (a feature's query
 * keys start with its topic: ['orders', …]); features that want more (a ring, patching a ticket in place)
 * subscribe with useStaffUpdates. After a reconnect every query is read again: that is the catch-up.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const listeners = useRef(new Set<UpdateListener>());

  useEffect(() => {
    const live = new StaffLive({
      onUpdate(update) {
        let patched = false;
        for (const listener of listeners.current) if (listener(update) === true) patched = true;
        void queryClient.invalidateQueries({
          queryKey: [update.topic],
          refetchType: patched ? 'none' : 'active',
        });
        // The frame's hotel name and logo and the alert defaults come with the session.
        if (update.topic === 'settings') void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
      onReconnected: () => void queryClient.invalidateQueries(),
      onSignedOut: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      onStatus: setStatus,
    });
    live.start();
    return () => live.stop();
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
