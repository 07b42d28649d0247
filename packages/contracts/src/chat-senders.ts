/**
 * SPEC section 6: the labels a message shows when its sender has no name of its own. The server stores them in
 * English; the guest app shows its own catalogue's words for them (zod-free: the guest app imports it).
 */
export const CHAT_SENDER_LABELS = { staff: 'Hotel Staff', ai: 'AI Assistant' } as const;
