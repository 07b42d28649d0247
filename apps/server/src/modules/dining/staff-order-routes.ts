import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@hotel/contracts/common';
import { orderStatusChange, staffOrder, staffOrderList, staffOrderQuery } from '@hotel/contracts/dining';
import { staffActor } from '../audit/index.ts';
import { requireStaff, staffOf } from '../staff/index.ts';
import { changeOrderStatus, listStaffOrders } from './staff-order-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

export function staffOrderRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff/orders/',
    {
      onRequest: requireStaff('orders.manage'),
      schema: {
        tags: ['staff'],
        summary:
          "The staff member's hotel's orders (a kitchen account's: its locations only), newest first; open=true for the board",
        querystring: staffOrderQuery,
        response: { 200: staffOrderList, ...errors },
      },
    },
    async (request) => listStaffOrders(app.ctx, staffOf(request), request.query),
  );

  api.patch(
    '/staff/orders/:id/',
    {
      onRequest: requireStaff('orders.manage'),
      schema: {
        tags: ['staff'],
        summary:
          'Move an order to another status (pending → in_progress → ready/completed → delivered, or cancelled with a reason the guest reads)',
        params: idParam,
        body: orderStatusChange,
        response: { 200: staffOrder, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { status, reason } = request.body;
      // The audit entry is written by the change's own statement: a refused move records nothing.
      return changeOrderStatus(
        app.ctx,
        staff,
        request.params.id,
        status,
        request.log,
        staffActor(request, staff),
        reason,
      );
    },
  );
}
