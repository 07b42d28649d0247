import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@hotel/contracts/common';
import { guestOrderListQuery, order, orderList, orderRequest } from '@hotel/contracts/dining';
import { IDEMPOTENCY_HEADER, idempotencyHeaders } from '@hotel/contracts/idempotency';
import { authenticateGuest, guestOf } from '../auth/index.ts';
import type { MenuCache } from './menu-cache.ts';
import { getGuestOrder, listGuestOrders, ordersPlaced, placeOrder } from './order-service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

export function orderRoutes(app: FastifyInstance, menus: MenuCache): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  ordersPlaced(app.ctx.metrics);

  api.post(
    '/orders/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['dining'],
        summary:
          'Place an order: the server prices it from the menu; send an Idempotency-Key so a retry returns the same order',
        headers: idempotencyHeaders,
        body: orderRequest,
        response: { 201: order, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await placeOrder(
        app.ctx,
        menus,
        guestOf(request),
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
        request.log,
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(outcome.value);
    },
  );

  api.get(
    '/guest/orders/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['dining'],
        summary:
          'The orders of this stay, newest first, a page at a time: pass the last id as `before` for the next page',
        querystring: guestOrderListQuery,
        response: { 200: orderList, ...errors },
      },
    },
    async (request) => listGuestOrders(app.ctx, guestOf(request), request.query),
  );

  api.get(
    '/orders/:id/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['dining'],
        summary: 'One order of this stay',
        params: idParam,
        response: { 200: order, ...errors },
      },
    },
    async (request) => getGuestOrder(app.ctx, guestOf(request), request.params.id),
  );
}
