// The chat feature's public file (docs/decisions/0146); its screen is chat-page.lazy.tsx.
export { ChatButton, chatDialog } from './chat-button.tsx';
export { chatOutboxKind } from './chat-outbox.ts';
export { applyChatLiveMessage, useChatStore } from './chat-store.ts';
export { senderNameOf } from './sender-name.ts';
export { refreshChat } from './use-chat.ts';
