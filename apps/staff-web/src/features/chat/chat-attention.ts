import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffChatSummary } from '@hotel/contracts/chat';
import { chime, notifySystem } from '../../lib/attention.ts';
import {
  attentionKey,
  useSteadyItems,
  type QueueAttention,
  type WaitingItem,
} from '../../lib/attention-store.ts';
import { useStaffUpdates } from '../../lib/live-provider.tsx';
import { waitingSince, waitsForPerson, waitsForStaff } from './chat-logic.ts';
import { useInbox } from './use-chat.ts';

const NO_CONVERSATIONS: readonly StaffChatSummary[] = [];

/**
 * The chat inbox for the whole console: conversations waiting for staff. A hand-over chimes and raises
 * the banner on every screen until someone takes the conversation; unread guest messages in a taken one
 * are counted (the inbox chimes them while it is open).
 */
export function useChatAttention(enabled: boolean): QueueAttention {
  const { t } = useTranslation();
  const inbox = useInbox('open', enabled);
  const conversations = enabled ? (inbox.data ?? NO_CONVERSATIONS) : NO_CONVERSATIONS;
  const counted = useMemo(
    () =>
      conversations
        .filter(waitsForStaff)
        .map((conversation): WaitingItem => ({
          key: attentionKey('chat', conversation.id),
          queue: 'chat',
          id: conversation.id,
          room: conversation.room,
          what: waitsForPerson(conversation)
            ? t('chat.needsPerson')
            : t('chat.unread', { count: conversation.unread_count }),
          since: waitingSince(conversation),
          alerting: waitsForPerson(conversation),
        }))
        .sort((a, b) => a.since - b.since || a.id - b.id),
    [conversations, t],
  );
  const items = useSteadyItems(counted);
  useStaffUpdates((update) => {
    if (enabled && update.topic === 'chat' && update.action === 'handed_off') {
      chime.play('urgent');
      notifySystem(t('chat.handedOffAlert'), update.summary ?? '', `chat-${update.id}`);
    }
  });
  return useMemo(() => ({ items, alerts: 0 }), [items]);
}
