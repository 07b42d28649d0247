import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChatFaqEntry,
  ChatFaqInput,
  ChatMessage,
  ChatStatus,
  StaffChatDetail,
  StaffChatSummary,
} from '@hotel/contracts/chat';
import { api } from '../../lib/api-client.ts';

/** Keys start with the live topic: every `chat` update reads the inbox and the open conversation again. */
const CHAT_KEY = ['chat'] as const;
const base = '/api/staff/chat';

/** `enabled` false for a role without the chat (the console-wide alerts ask for it only when allowed). */
export function useInbox(status: ChatStatus, enabled = true) {
  return useQuery({
    queryKey: [...CHAT_KEY, 'inbox', status],
    queryFn: async () =>
      (await api<{ conversations: StaffChatSummary[] }>(`${base}/conversations/`, { query: { status } }))
        .conversations,
    enabled,
  });
}

export function useConversation(id: number | null) {
  return useQuery({
    queryKey: [...CHAT_KEY, 'conversation', id],
    queryFn: () => api<StaffChatDetail>(`${base}/conversations/${id}/`),
    enabled: id !== null,
  });
}

type Action = 'read' | 'take-over' | 'close';

export function useConversationActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CHAT_KEY });
  const action = useMutation({
    mutationFn: ({ id, action }: { id: number; action: Action }) =>
      api<StaffChatSummary>(`${base}/conversations/${id}/${action}/`, { method: 'POST' }),
    onSettled: refresh,
  });
  const reply = useMutation({
    mutationFn: ({ id, message }: { id: number; message: string }) =>
      api<ChatMessage>(`${base}/conversations/${id}/messages/`, { method: 'POST', body: { message } }),
    onSettled: refresh,
  });
  return { action, reply };
}

/** Tells the guest staff are typing; a failure only costs the indicator. */
export function sendStaffTyping(id: number, isTyping: boolean): void {
  void api(`${base}/conversations/${id}/typing/`, { method: 'POST', body: { is_typing: isTyping } }).catch(
    () => undefined,
  );
}

const FAQ_KEY = [...CHAT_KEY, 'faq'] as const;

export function useFaq() {
  return useQuery({
    queryKey: FAQ_KEY,
    queryFn: async () => (await api<{ entries: ChatFaqEntry[] }>(`${base}/faq/`)).entries,
  });
}

export function useFaqActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: FAQ_KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, entry }: { id: number | null; entry: ChatFaqInput }) =>
        id === null
          ? api<ChatFaqEntry>(`${base}/faq/`, { method: 'POST', body: entry })
          : api<ChatFaqEntry>(`${base}/faq/${id}/`, { method: 'PUT', body: entry }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api(`${base}/faq/${id}/`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
