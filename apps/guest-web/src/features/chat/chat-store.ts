import { create } from 'zustand';
import type { ChatMessage } from '@hotel/contracts/chat';
import type { LiveMessage } from '../../lib/live-socket.ts';

/**
 * The chat as this device knows it (SPEC section 4, Chat): each conversation's messages, added by loading,
 * sending or live delivery, duplicates by id ignored, oldest first; whether staff are typing; how many
 * staff and AI messages arrived while the chat was not on screen (the floating button's badge); which
 * conversations have ended (by the guest here or on another phone, or by staff): the next message starts a new one.
 */

/** A typing indicator clears itself if the "stopped" never comes (a closed console tab). */
export const TYPING_TIMEOUT_MS = 6_000;

interface ChatState {
  messages: Record<number, ChatMessage[]>;
  /** Conversations in which staff are typing now. */
  typing: Record<number, boolean>;
  unread: number;
  ended: Record<number, true>;
  /** A conversation is on screen (the dialog or /chat/:id): arriving messages are read. */
  viewing: number;
  addMessages(conversationId: number, messages: ChatMessage[]): void;
  setTyping(conversationId: number, isTyping: boolean): void;
  markEnded(conversationId: number): void;
  startViewing(): () => void;
  reset(): void;
}

const typingTimers = new Map<number, ReturnType<typeof setTimeout>>();

export const useChatStore = create<ChatState>()((set, get) => ({
  messages: {},
  typing: {},
  unread: 0,
  ended: {},
  viewing: 0,
  addMessages(conversationId, incoming) {
    const current = get().messages[conversationId] ?? [];
    const known = new Set(current.map((message) => message.id));
    const added = incoming.filter((message) => !known.has(message.id));
    if (added.length === 0) return;
    const merged = [...current, ...added].sort((a, b) => a.id - b.id);
    set((state) => ({ messages: { ...state.messages, [conversationId]: merged } }));
  },
  setTyping(conversationId, isTyping) {
    clearTimeout(typingTimers.get(conversationId));
    typingTimers.delete(conversationId);
    if (isTyping)
      typingTimers.set(
        conversationId,
        setTimeout(() => get().setTyping(conversationId, false), TYPING_TIMEOUT_MS),
      );
    set((state) => ({ typing: { ...state.typing, [conversationId]: isTyping } }));
  },
  markEnded(conversationId) {
    get().setTyping(conversationId, false);
    set((state) => ({ ended: { ...state.ended, [conversationId]: true } }));
  },
  startViewing() {
    set((state) => ({ viewing: state.viewing + 1, unread: 0 }));
    return () => set((state) => ({ viewing: Math.max(0, state.viewing - 1) }));
  },
  reset() {
    for (const timer of typingTimers.values()) clearTimeout(timer);
    typingTimers.clear();
    set({ messages: {}, typing: {}, unread: 0, ended: {} });
  },
}));

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A chat_message of the live feed as the chat API shapes messages. */
export function chatMessageFromLive(message: LiveMessage): ChatMessage | null {
  const id = message.id;
  const conversationId = message.conversation_id;
  const senderType = message.sender_type;
  if (typeof id !== 'number' || typeof conversationId !== 'number') return null;
  if (senderType !== 'guest' && senderType !== 'staff' && senderType !== 'ai') return null;
  const original = text(message.original_content) || text(message.message);
  return {
    id,
    conversation_id: conversationId,
    sender_type: senderType,
    sender_name: text(message.sender_name) || text(message.sender),
    original_content: original,
    translated_content: text(message.translated_content) || text(message.message) || original,
    timestamp: text(message.timestamp) || new Date().toISOString(),
    handoff: false,
  };
}

/** Live chat messages and typing from the guest's notification channel (called by its feed). */
export function applyChatLiveMessage(message: LiveMessage): void {
  const store = useChatStore.getState();
  if (message.type === 'chat_typing') {
    if (typeof message.conversation_id === 'number' && message.sender_type !== 'guest')
      store.setTyping(message.conversation_id, message.is_typing === true);
    return;
  }
  if (message.type !== 'chat_message') return;
  const chat = chatMessageFromLive(message);
  if (!chat) return;
  const isNew = !(store.messages[chat.conversation_id] ?? []).some((known) => known.id === chat.id);
  store.addMessages(chat.conversation_id, [chat]);
  if (chat.sender_type !== 'guest') store.setTyping(chat.conversation_id, false);
  if (isNew && chat.sender_type !== 'guest' && store.viewing === 0)
    useChatStore.setState((state) => ({ unread: state.unread + 1 }));
}
