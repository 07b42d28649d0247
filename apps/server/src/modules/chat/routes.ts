import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@hotel/contracts/common';
import {
  chatActiveResponse,
  chatConversationParams,
  chatEndResponse,
  chatHistoryQuery,
  chatHistoryResponse,
  chatMessagesResponse,
  chatSendRequest,
  chatSendResponse,
  chatStartRequest,
  chatStartResponse,
  chatTypingRequest,
  chatTypingResponse,
} from '@hotel/contracts/chat';
import { IDEMPOTENCY_HEADER, idempotencyHeaders } from '@hotel/contracts/idempotency';
import { createTranslationProvider } from '../../platform/providers/translation-providers.ts';
import { authenticateGuest, guestOf, readToken } from '../auth/index.ts';
import { CHAT_TRANSLATION_TIMEOUT_MS, providerChatTranslator } from './provider-translator.ts';
import { ConciergeRunner } from './concierge-runner.ts';
import { retrievalConcierge } from './concierge.ts';
import { chatChannelRule } from './live-rule.ts';
import { openAiConcierge } from './openai-concierge.ts';
import {
  activeChats,
  ChatSendLimit,
  chatHistory,
  conversationMessages,
  endChat,
  guestTyping,
  sendGuestMessage,
  startChat,
  type ChatServices,
} from './service.ts';
import { staffChatRoutes } from './staff-routes.ts';
import { noTranslation } from './translation.ts';

const runners = new WeakMap<object, ConciergeRunner>();

/** The concierge of the app built on `ctx`: tests wait for its answers with `settled()`. */
export function chatConciergeOf(ctx: object): ConciergeRunner {
  const runner = runners.get(ctx);
  if (!runner) throw new Error('chat routes are not registered on this app');
  return runner;
}

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};

/** Chat with staff and the AI concierge (SPEC section 7's chat calls) and the staff inbox. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { config } = ctx;
  const concierge = config.CHAT_AI_BASE_URL
    ? openAiConcierge({
        baseUrl: config.CHAT_AI_BASE_URL,
        model: config.CHAT_AI_MODEL,
        apiKey: config.CHAT_AI_API_KEY,
        timeoutMs: config.CHAT_AI_TIMEOUT_MS,
      })
    : retrievalConcierge;
  const provider = createTranslationProvider({
    ...config,
    TRANSLATION_TIMEOUT_MS: Math.min(config.TRANSLATION_TIMEOUT_MS, CHAT_TRANSLATION_TIMEOUT_MS),
  });
  const translator = provider ? providerChatTranslator(provider, app.log) : noTranslation;
  const runner = new ConciergeRunner(ctx, concierge, translator, Boolean(config.CHAT_AI_BASE_URL));
  runners.set(ctx, runner);
  app.addHook('onClose', () => runner.settled());
  const services: ChatServices = {
    translator,
    afterGuestMessage: (conversation, message, guest, log) =>
      runner.schedule(conversation, message, guest, log),
  };
  const limit = new ChatSendLimit(config);
  app.liveChannels.register(chatChannelRule(ctx.db));

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/chat/start/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['chat'],
        summary: "Open the stay's conversation, or start one with the staff welcome as its first message",
        body: chatStartRequest,
        response: { 200: chatStartResponse, ...errors },
      },
    },
    async (request) => {
      const started = await startChat(ctx, services, guestOf(request), request.body.hotel_id, request.log);
      return {
        session_token: readToken(request)?.token ?? '',
        welcome_message: started.welcome,
        conversation: started.conversation,
      };
    },
  );

  api.get(
    '/chat/active/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['chat'],
        summary: "The stay's open conversations with their messages (oldest first)",
        response: { 200: chatActiveResponse, ...errors },
      },
    },
    async (request) => ({ conversations: await activeChats(ctx, guestOf(request)) }),
  );

  api.get(
    '/chat/history/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['chat'],
        summary: 'Every conversation of the stay, closed ones included, newest first',
        querystring: chatHistoryQuery,
        response: { 200: chatHistoryResponse, ...errors },
      },
    },
    async (request) => ({ conversations: await chatHistory(ctx, guestOf(request)) }),
  );

  api.get(
    '/chat/messages/:conversationId/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['chat'],
        summary: 'A conversation of the stay: its messages, oldest first',
        params: chatConversationParams,
        response: { 200: chatMessagesResponse, ...errors },
      },
    },
    async (request) => ({
      conversation_id: request.params.conversationId,
      messages: await conversationMessages(ctx, guestOf(request), request.params.conversationId),
    }),
  );

  api.post(
    '/chat/:conversationId/message/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['chat'],
        summary:
          'Send a message: staff see it at once; while no staff member has taken the conversation the concierge answers on the live channel; send an Idempotency-Key so a retry returns the same message',
        headers: idempotencyHeaders,
        params: chatConversationParams,
        body: chatSendRequest,
        response: { 200: chatSendResponse, ...errors, 422: errorResponse },
      },
    },
    async (request, reply) => {
      const outcome = await sendGuestMessage(
        ctx,
        services,
        limit,
        guestOf(request),
        request.params.conversationId,
        request.body.message,
        request.headers[IDEMPOTENCY_HEADER],
        request.log,
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return { guest_message: outcome.value };
    },
  );

  api.post(
    '/chat/:conversationId/end/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['chat'],
        summary: 'End the conversation (the next chat starts a new one)',
        params: chatConversationParams,
        response: { 200: chatEndResponse, ...errors },
      },
    },
    async (request) => endChat(ctx, guestOf(request), request.params.conversationId, request.log),
  );

  api.post(
    '/chat/typing/:conversationId/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['chat'],
        summary: 'The guest is typing (or stopped): shown to staff',
        params: chatConversationParams,
        body: chatTypingRequest,
        response: { 200: chatTypingResponse, ...errors },
      },
    },
    async (request) =>
      guestTyping(ctx, guestOf(request), request.params.conversationId, request.body.is_typing, request.log),
  );

  await app.register(staffChatRoutes, { services });
}
