import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@hotel/contracts/common';
import {
  qrSheet as qrSheetResponse,
  qrSheetQuery,
  roomCreate,
  roomList,
  roomRangeCreate,
  roomRangeResult,
  roomUpdate,
  staffRoom,
} from '@hotel/contracts/rooms';
import { requireStaff, staffOf } from '../staff/index.ts';
import { addRoom, addRoomRange, changeRoom, listStaffRooms, qrSheet, roomQrCode } from './room-service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

export function staffRoomRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireStaff('rooms.manage');

  api.get(
    '/staff/rooms/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: "The hotel's rooms by number, with today's guest, and where the QR codes point",
        response: { 200: roomList, ...errors },
      },
    },
    async (request) => listStaffRooms(app.ctx, staffOf(request)),
  );

  api.post(
    '/staff/rooms/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: 'Add a room (licensed for the guest app unless told)',
        body: roomCreate,
        response: { 201: staffRoom, ...errors },
      },
    },
    async (request, reply) => {
      const room = await addRoom(app.ctx, staffOf(request), request.body, request.log);
      return reply.status(201).send(room);
    },
  );

  api.post(
    '/staff/rooms/range/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary:
          'Add a range of rooms (101 to 130, A01 to A12), all or none: existing or malformed numbers are named',
        body: roomRangeCreate,
        response: { 201: roomRangeResult, ...errors },
      },
    },
    async (request, reply) => {
      const created = await addRoomRange(app.ctx, staffOf(request), request.body, request.log);
      return reply.status(201).send({ created });
    },
  );

  api.patch(
    '/staff/rooms/:id/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: 'Rename a room (its QR code changes) or mark it licensed / unlicensed',
        params: idParam,
        body: roomUpdate,
        response: { 200: staffRoom, ...errors },
      },
    },
    async (request) => changeRoom(app.ctx, staffOf(request), request.params.id, request.body, request.log),
  );

  api.get(
    '/staff/rooms/qr-codes/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary:
          "Every licensed room's (or the chosen rooms') QR code as SVG with its link: the printable sheet",
        querystring: qrSheetQuery,
        response: { 200: qrSheetResponse, ...errors },
      },
    },
    async (request) => qrSheet(app.ctx, staffOf(request), request.query.rooms),
  );

  api.get(
    '/staff/rooms/:id/qr-code/',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: "One room's QR code as an SVG file (for a print shop or a sign)",
        params: idParam,
      },
    },
    async (request, reply) => {
      const { roomNumber, svg } = await roomQrCode(app.ctx, staffOf(request), request.params.id);
      const fileName = `room-${roomNumber.replace(/[^\w.-]+/g, '-')}-qr.svg`;
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(svg);
    },
  );
}
