import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@hotel/contracts/common';
import {
  pushKeyResponse,
  pushSubscriptionBody,
  pushUnsubscribeBody,
  staffPushSubscriptionBody,
  staffPushSubscriptionQuery,
  staffPushSubscriptionResponse,
} from '@hotel/contracts/push';
import { authenticateGuest, guestOf } from '../auth/index.ts';
import { requireStaff, staffOf } from '../staff/index.ts';
import { deleteMemberEndpoint, deleteStayEndpoint, findMemberSubscription } from './repository.ts';
import { publicVapidKey, pushSettled, startPush, subscribeGuest, subscribeStaff } from './service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const ok = z.object({ ok: z.literal(true) });

/** Web Push (docs/push.md): the server's key, and the subscriptions of guests' and staff's devices. */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  startPush(ctx, app.log);
  // A push on its way when the app closes gets its push service's timeout to finish, no more.
  app.addHook('onClose', async () => {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      pushSettled(ctx),
      new Promise((resolve) => (timer = setTimeout(resolve, ctx.config.PUSH_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/push/key/',
    {
      schema: {
        tags: ['push'],
        summary: "The server's VAPID public key for PushManager.subscribe; null when push is off",
        response: { 200: pushKeyResponse },
      },
    },
    async () => ({ public_key: publicVapidKey(ctx) }),
  );

  api.post(
    '/guest/push/subscribe/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['push'],
        summary:
          "This phone receives the stay's notifications with the app closed (until check-out or sign-out)",
        body: pushSubscriptionBody,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await subscribeGuest(ctx, guestOf(request), request.body);
      return { ok: true as const };
    },
  );

  api.post(
    '/guest/push/unsubscribe/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['push'],
        summary: 'This phone stops receiving notifications (an endpoint of another stay is left alone)',
        body: pushUnsubscribeBody,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await deleteStayEndpoint(ctx.db, guestOf(request).stayId, request.body.endpoint);
      return { ok: true as const };
    },
  );

  api.get(
    '/staff/push/subscription/',
    {
      onRequest: requireStaff(null),
      schema: {
        tags: ['push'],
        summary: 'What this device is alerted about (empty when it is not subscribed)',
        querystring: staffPushSubscriptionQuery,
        response: { 200: staffPushSubscriptionResponse, ...errors },
      },
    },
    async (request) => {
      const row = await findMemberSubscription(
        ctx.db,
        staffOf(request).staffMemberId,
        request.query.endpoint,
      );
      return { topics: row?.topics ?? [] };
    },
  );

  api.post(
    '/staff/push/subscribe/',
    {
      onRequest: requireStaff(null),
      schema: {
        tags: ['push'],
        summary:
          'This device is alerted about the chosen queues with the console closed; an empty list ends it, a queue the role may not see is refused',
        body: staffPushSubscriptionBody,
        response: { 200: staffPushSubscriptionResponse, ...errors },
      },
    },
    async (request) => {
      return { topics: await subscribeStaff(ctx, staffOf(request), request.body) };
    },
  );

  api.post(
    '/staff/push/unsubscribe/',
    {
      onRequest: requireStaff(null),
      schema: {
        tags: ['push'],
        summary: 'This device is no longer alerted',
        body: pushUnsubscribeBody,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await deleteMemberEndpoint(ctx.db, staffOf(request).staffMemberId, request.body.endpoint);
      return { ok: true as const };
    },
  );
}
