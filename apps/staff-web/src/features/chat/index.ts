/** What the rest of the console uses of the chat: the inbox in the console-wide alerts. */
export { useChatAttention } from './chat-attention.ts';
