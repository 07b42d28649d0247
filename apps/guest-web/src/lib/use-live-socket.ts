import { useEffect, useRef } from 'react';
import { LiveSocket, type LiveMessage } from './live-socket.ts';

export interface LiveSocketHandlers {
  onMessage: (message: LiveMessage) => void;
  /** After each successful open; `reconnected` is false only for the first one of a URL. */
  onOpen?: (info: { reconnected: boolean }) => void;
  /** The page came back to the foreground, or the network came back: whatever was missed may need fetching. */
  onResume?: () => void;
  /** The server refused the session (it ended: check-out, sign-out elsewhere); see LiveSocketOptions. */
  onSessionRefused?: () => void;
}

/**
 * Keeps one live socket open to `url` while the component is mounted; null disconnects. A new URL (the session
 * token is in it) resets the connection. Handlers may change on every render; the latest ones are called.
 */
export function useLiveSocket(url: string | null, handlers: LiveSocketHandlers): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  // One socket for the component's life: a new URL resets it (LiveSocket.setUrl) rather than replacing it.
  const socketRef = useRef<LiveSocket<LiveMessage> | null>(null);
  useEffect(() => {
    const socket = new LiveSocket<LiveMessage>({
      onMessage: (message) => handlersRef.current.onMessage(message),
      onOpen: (info) => handlersRef.current.onOpen?.(info),
      onSessionRefused: () => handlersRef.current.onSessionRefused?.(),
    });
    socketRef.current = socket;
    const resume = () => {
      if (document.visibilityState !== 'visible') return;
      socket.resume();
      handlersRef.current.onResume?.();
    };
    document.addEventListener('visibilitychange', resume);
    window.addEventListener('online', resume);
    return () => {
      document.removeEventListener('visibilitychange', resume);
      window.removeEventListener('online', resume);
      socket.close();
      socketRef.current = null;
    };
  }, []);

  // Declared after the socket's effect, so on mount (and on React's development remount) it runs second. The
  // connection opens in a task of its own: a screen mounts many effects in one task, and on a slow phone opening
  // a socket made that a long one (decision 0121).
  useEffect(() => {
    const timer = setTimeout(() => socketRef.current?.setUrl(url));
    return () => clearTimeout(timer);
  }, [url]);
}
