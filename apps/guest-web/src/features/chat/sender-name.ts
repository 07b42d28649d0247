import { CHAT_SENDER_LABELS } from '@hotel/contracts/chat-senders';

const DEFAULT_LABELS: readonly string[] = Object.values(CHAT_SENDER_LABELS);

/**
 * The name a staff or AI message shows: its sender's own name as written, or, under SPEC's default label ('Hotel
 * Staff', 'AI Assistant', which the server stores in English) or none, `label` in the guest's language.
 */
export function senderNameOf(name: string | undefined, label: string): string {
  return !name || DEFAULT_LABELS.includes(name) ? label : name;
}
