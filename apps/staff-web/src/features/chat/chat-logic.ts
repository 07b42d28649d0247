import type { StaffChatSummary } from '@hotel/contracts/chat';

/** Waiting for a person: the concierge handed it over and nobody has taken it. */
export const waitsForPerson = (conversation: StaffChatSummary): boolean =>
  conversation.status === 'open' && conversation.handler === 'ai' && conversation.handed_off_at !== null;

/**
 * Waiting for staff: handed over and not taken, or taken by staff with guest messages nobody has read. A
 * conversation the concierge is answering waits for nobody.
 */
export const waitsForStaff = (conversation: StaffChatSummary): boolean =>
  waitsForPerson(conversation) ||
  (conversation.status === 'open' && conversation.handler === 'staff' && conversation.unread_count > 0);

/** When its wait began: the hand-over, else the guest's last message. */
export function waitingSince(conversation: StaffChatSummary): number {
  return Date.parse(
    conversation.handed_off_at ?? conversation.last_message?.timestamp ?? conversation.updated_at,
  );
}
