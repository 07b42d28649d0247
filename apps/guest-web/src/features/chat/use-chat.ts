import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@hotel/contracts/chat';
import { GUEST_QUERY_KEY } from '../../lib/query-client.ts';
import { STORAGE_KEYS, readHotelId, readStorage } from '../../lib/storage.ts';
import { guestSessionQueryOptions } from '../../lib/session/guest-session.ts';
import { newIdempotencyKey } from '../../lib/outbox/outbox-entry.ts';
import { isOffline, useOutboxStore } from '../../lib/outbox/outbox-store.ts';
import { keptChatMessages, type WaitingChatMessage } from './chat-outbox.ts';
import {
  endConversation,
  fetchActiveConversations,
  fetchMessages,
  isConversationEnded,
  sendMessage,
  sendTyping,
  startConversation,
} from './chat-api.ts';
import { useChatStore } from './chat-store.ts';

export const CHAT_QUERY_KEY = [...GUEST_QUERY_KEY, 'chat'] as const;
/** The dialog's conversation: the stay's active one, or the one started for it. */
const ACTIVE_CHAT_KEY = [...CHAT_QUERY_KEY, 'active'] as const;
export const CHAT_HISTORY_KEY = [...CHAT_QUERY_KEY, 'history'] as const;

/** After a reconnect: the open conversation is read again, so what arrived while offline shows (ids dedupe). */
export function refreshChat(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: CHAT_QUERY_KEY });
}

/** SPEC section 8: chat needs the booking, the hotel and the token. */
export class MissingBookingDetailsError extends Error {}

const EMPTY: ChatMessage[] = [];
/** Typing is announced at most this often while the guest keeps typing. */
const TYPING_REPEAT_MS = 3_000;
const TYPING_IDLE_MS = 4_000;

/**
 * The conversation to show: `conversationId` when given (the /chat/:id screen), else the stay's active one
 * or a new one (SPEC section 4: load the active conversation with its messages, or start one). Its messages
 * come from the chat store, which live delivery keeps adding to.
 */
export function useChatConversation(conversationId?: number) {
  const queryClient = useQueryClient();
  const addMessages = useChatStore((state) => state.addMessages);
  const query = useQuery({
    queryKey: conversationId === undefined ? ACTIVE_CHAT_KEY : [...CHAT_QUERY_KEY, conversationId],
    queryFn: async ({ signal }) => {
      const token = readStorage(STORAGE_KEYS.sessionToken);
      const hotelId = readHotelId();
      const session = token && hotelId ? await queryClient.fetchQuery(guestSessionQueryOptions()) : null;
      if (!token || !hotelId || !session?.booking?.id) throw new MissingBookingDetailsError();
      if (conversationId !== undefined)
        return { id: conversationId, messages: await fetchMessages(conversationId, signal) };
      const [active] = await fetchActiveConversations(signal);
      if (active) return { id: active.id, messages: active.messages };
      const started = await startConversation(hotelId);
      return { id: started.conversation.id, messages: started.conversation.messages };
    },
    // The store holds what arrives live; a re-read would only repeat it.
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (query.data) addMessages(query.data.id, query.data.messages);
  }, [query.data, addMessages]);
  const id = query.data?.id ?? null;
  const messages = useChatStore((state) => (id === null ? EMPTY : (state.messages[id] ?? EMPTY)));
  const staffTyping = useChatStore((state) => (id === null ? false : state.typing[id] === true));
  const ended = useChatStore((state) => id !== null && state.ended[id] === true);
  /**
   * After the conversation ended: a new one (SPEC section 4: with no conversation, one is started), which
   * becomes the dialog's. Its id, for the message that asked for it.
   */
  const startNew = async (): Promise<number> => {
    const hotelId = readHotelId();
    if (!hotelId) throw new MissingBookingDetailsError();
    const { conversation } = await startConversation(hotelId);
    addMessages(conversation.id, conversation.messages);
    queryClient.setQueryData(ACTIVE_CHAT_KEY, { id: conversation.id, messages: conversation.messages });
    return conversation.id;
  };
  return { query, id, messages, staffTyping, ended, startNew };
}

/**
 * Ending the conversation for good (POST …/end/): it shows as ended, joins the earlier conversations, and the
 * guest's next message starts a new one.
 */
export function useEndChat(conversationId: number | null) {
  const queryClient = useQueryClient();
  const markEnded = useChatStore((state) => state.markEnded);
  return useMutation({
    mutationFn: async () => {
      if (conversationId === null) return;
      await endConversation(conversationId);
      markEnded(conversationId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHAT_HISTORY_KEY }),
  });
}

/** Marks the chat as on screen while mounted: arriving messages do not count as unread. */
export function useViewingChat(): void {
  const startViewing = useChatStore((state) => state.startViewing);
  useEffect(() => startViewing(), [startViewing]);
}

/**
 * The conversation's messages kept on the phone (decision 0132): waiting for the network, being sent, or refused
 * by the hotel. They follow the messages the hotel has, oldest first, and leave once sent.
 */
export function useKeptChatMessages(conversationId: number | null) {
  return keptChatMessages(
    useOutboxStore((state) => state.entries),
    conversationId,
  );
}

/**
 * Sending, and telling staff the guest is typing (throttled; "stopped" after a pause or a send). A message written
 * while the phone is offline, or whose send gets no answer, is not lost: it waits on the phone in the outbox
 * (decision 0033), shown in the conversation, and goes when the network is back. Each message has its
 * Idempotency-Key from before its first send, and keeps it in the outbox: one that reached the hotel although its
 * answer was lost is answered with the stored message when sent again, never stored twice.
 */
export function useChatComposer(
  conversationId: number | null,
  conversation: { ended: boolean; startNew: () => Promise<number> },
) {
  const addMessages = useChatStore((state) => state.addMessages);
  const markEnded = useChatStore((state) => state.markEnded);
  const keepWaiting = useOutboxStore((state) => state.add);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The message being sent and its key: sent again after a failure (the guest taps Send on the same text), it
  // goes under the same key, since the failed attempt may have reached the hotel.
  const attempt = useRef<{ conversationId: number; message: string; key: string } | undefined>(undefined);
  const typingSince = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTyping = () => {
    clearTimeout(idleTimer.current);
    if (conversationId !== null && typingSince.current > 0)
      void sendTyping(conversationId, false).catch(() => undefined);
    typingSince.current = 0;
  };
  useEffect(() => () => clearTimeout(idleTimer.current), []);

  const typed = () => {
    if (conversationId === null) return;
    const now = Date.now();
    if (now - typingSince.current > TYPING_REPEAT_MS) {
      typingSince.current = now;
      // Typing is a courtesy: a failure is only logged (SPEC section 8: chat (other) failures).
      void sendTyping(conversationId, true).catch((reason: unknown) => console.warn('chat typing', reason));
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  /** Into a new conversation when this one has ended. */
  const send = async (text: string): Promise<boolean> => {
    if (conversationId === null || !text.trim()) return false;
    if (!conversation.ended) return sendTo(conversationId, text.trim(), true);
    return sendToNew(text.trim());
  };

  const sendToNew = async (message: string): Promise<boolean> => {
    setError(null);
    setSending(true);
    let started: number;
    try {
      started = await conversation.startNew();
    } catch (reason) {
      setError(reason);
      return false;
    } finally {
      setSending(false);
    }
    return sendTo(started, message, false);
  };

  /** `mayStartNew`: a conversation found ended on the way is followed by a new one, once. */
  const sendTo = async (target: number, message: string, mayStartNew: boolean): Promise<boolean> => {
    if (attempt.current?.conversationId !== target || attempt.current.message !== message)
      attempt.current = { conversationId: target, message, key: newIdempotencyKey() };
    const { key } = attempt.current;
    const waitForNetwork = () => {
      // Under its own key: an attempt that got no answer may have reached the hotel.
      keepWaiting<WaitingChatMessage>({
        kind: 'chat',
        key,
        createdAt: new Date().toISOString(),
        conversationId: target,
        payload: { message },
      });
      attempt.current = undefined;
      stopTyping();
    };
    setError(null);
    // Behind messages that still wait, so that the hotel reads them in the order they were written.
    const earlierWaiting = keptChatMessages(useOutboxStore.getState().entries, target).some(
      (entry) => entry.state !== 'failed',
    );
    if (isOffline() || earlierWaiting) {
      waitForNetwork();
      return true;
    }
    setSending(true);
    try {
      addMessages(target, [await sendMessage(target, message, key)]);
      attempt.current = undefined;
      stopTyping();
      return true;
    } catch (reason) {
      if (isOffline(reason)) {
        waitForNetwork();
        return true;
      }
      // Ended elsewhere (staff, or the guest's other phone): shown as ended, and this message starts the next one.
      if (isConversationEnded(reason)) {
        markEnded(target);
        attempt.current = undefined;
        if (mayStartNew) return await sendToNew(message);
      }
      setError(reason);
      return false;
    } finally {
      setSending(false);
    }
  };
  return { send, sending, error, typed };
}
