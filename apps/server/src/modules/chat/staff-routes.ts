import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam } from '@hotel/contracts/common';
import {
  chatFaqEntry,
  chatFaqInput,
  chatFaqList,
  chatMessage,
  chatTypingResponse,
  staffChatDetail,
  staffChatListQuery,
  staffChatListResponse,
  staffChatParams,
  staffChatReplyRequest,
  staffChatSummary,
  staffChatTypingRequest,
} from '@hotel/contracts/chat';
import { requireStaff, staffOf } from '../staff/index.ts';
import {
  changeFaq,
  createFaq,
  listFaq,
  removeFaq,
  staffClose,
  staffConversation,
  staffInbox,
  staffMarkRead,
  staffReply,
  staffTakeOver,
  staffTyping,
  type ChatServices,
} from './service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** The chat inbox and the FAQ editor of the staff console. */
export async function staffChatRoutes(
  app: FastifyInstance,
  { services }: { services: ChatServices },
): Promise<void> {
  const { ctx } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireStaff('chat.manage') };

  api.get(
    '/staff/chat/conversations/',
    {
      ...guard,
      schema: {
        tags: ['staff'],
        summary: "The hotel's conversations (open unless told), newest activity first, with unread counts",
        querystring: staffChatListQuery,
        response: { 200: staffChatListResponse, ...errors },
      },
    },
    async (request) => ({ conversations: await staffInbox(ctx, staffOf(request), request.query.status) }),
  );

  api.get(
    '/staff/chat/conversations/:id/',
    {
      ...guard,
      schema: {
        tags: ['staff'],
        summary: 'One conversation with its messages, oldest first',
        params: staffChatParams,
        response: { 200: staffChatDetail, ...errors },
      },
    },
    async (request) => staffConversation(ctx, staffOf(request), request.params.id),
  );

  api.post(
    '/staff/chat/conversations/:id/read/',
    {
      ...guard,
      schema: {
        tags: ['staff'],
        summary: "Mark the guest's messages read (the inbox's unread count drops to 0)",
        params: staffChatParams,
        response: { 200: staffChatSummary, ...errors },
      },
    },
    async (request) => staffMarkRead(ctx, staffOf(request), request.params.id, request.log),
  );

  api.post(
    '/staff/chat/conversations/:id/take-over/',
    {
      ...guard,
      schema: {
        tags: ['staff'],
        summary:
          'Take the conversation from the AI concierge (or a colleague): the concierge stops answering',
        params: staffChatParams,
        response: { 200: staffChatSummary, ...errors },
      },
    },
    async (request) => staffTakeOver(ctx, staffOf(request), request.params.id, request.log),
  );

  api.post(
    '/staff/chat/conversations/:id/messages/',
    {
      ...guard,
      schema: {
        tags: ['staff'],
        summary:
          'Reply to the guest (takes the conversation over); the guest reads it live, in their language',
        params: staffChatParams,
        body: staffChatReplyRequest,
        response: { 200: chatMessage, ...errors },
      },
    },
    async (request) =>
      staffReply(ctx, services, staffOf(request), request.params.id, request.body.message, request.log),
  );

  api.post(
    '/staff/chat/conversations/:id/typing/',
    {
      ...guard,
      schema: {
        tags: ['staff'],
        summary: 'Staff are typing (or stopped): shown to the guest',
        params: staffChatParams,
        body: staffChatTypingRequest,
        response: { 200: chatTypingResponse, ...errors },
      },
    },
    async (request) =>
      staffTyping(ctx, staffOf(request), request.params.id, request.body.is_typing, request.log),
  );

  api.post(
    '/staff/chat/conversations/:id/close/',
    {
      ...guard,
      schema: {
        tags: ['staff'],
        summary: 'Close the conversation; the guest starts a new one next time',
        params: staffChatParams,
        response: { 200: staffChatSummary, ...errors },
      },
    },
    async (request) => staffClose(ctx, staffOf(request), request.params.id, request.log),
  );

  api.get(
    '/staff/chat/faq/',
    {
      ...guard,
      schema: {
        tags: ['staff'],
        summary: "The hotel's FAQ: the answers the concierge quotes",
        response: { 200: chatFaqList, ...errors },
      },
    },
    async (request) => ({ entries: await listFaq(ctx, staffOf(request)) }),
  );

  api.post(
    '/staff/chat/faq/',
    {
      ...guard,
      schema: {
        tags: ['staff'],
        summary: 'Add a question and its answer',
        body: chatFaqInput,
        response: { 200: chatFaqEntry, ...errors },
      },
    },
    async (request) => createFaq(ctx, staffOf(request), request.body),
  );

  api.put(
    '/staff/chat/faq/:id/',
    {
      ...guard,
      schema: {
        tags: ['staff'],
        summary: 'Change a question and its answer',
        params: idParam,
        body: chatFaqInput,
        response: { 200: chatFaqEntry, ...errors },
      },
    },
    async (request) => changeFaq(ctx, staffOf(request), request.params.id, request.body),
  );

  api.delete(
    '/staff/chat/faq/:id/',
    {
      ...guard,
      schema: {
        tags: ['staff'],
        summary: 'Remove a question',
        params: idParam,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request) => removeFaq(ctx, staffOf(request), request.params.id),
  );
}
