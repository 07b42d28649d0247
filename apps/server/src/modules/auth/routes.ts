import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guestLoginRequest, guestLoginResponse, guestSessionResponse } from '@hotel/contracts/auth';
import { errorResponse } from '@hotel/contracts/common';
import { z } from 'zod';
import { notFound } from '../../platform/http/errors.ts';
import { authenticateGuest, guestOf, readToken, SESSION_COOKIE } from './guard.ts';
import { LoginThrottle } from './login-throttle.ts';
import {
  endStayDevices,
  findStayDetails,
  forgetCachedGuestSession,
  revokeGuestSession,
} from '../stays/index.ts';
import { loginGuest } from './service.ts';
import { hashToken } from '../../platform/security/tokens.ts';
import { announceSessionEnded } from '../../platform/live/publish.ts';
import { publishStaffUpdate } from '../staff/index.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  429: errorResponse,
};

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    expires,
  });
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new LoginThrottle(app.ctx);

  api.post(
    '/guest-login/',
    {
      schema: {
        tags: ['guest'],
        summary: 'Log a guest in with room, family name and hotel; the session lasts until check-out',
        body: guestLoginRequest,
        response: { 200: guestLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { expiresAt, ...result } = await loginGuest(app.ctx, throttle, request.body, request.ip);
      setSessionCookie(request, reply, result.token, expiresAt);
      return result;
    },
  );

  api.get(
    '/guest-session/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['guest'],
        summary: 'The current guest session',
        response: { 200: guestSessionResponse, ...errors },
      },
    },
    async (request) => {
      const guest = guestOf(request);
      const details = await findStayDetails(app.ctx.db, guest.stayId);
      if (!details) throw notFound('Stay not found.');
      return {
        booking: {
          id: details.stay.id,
          check_in_date: details.stay.checkInDate,
          check_out_date: details.stay.checkOutDate,
        },
        room: { room_number: details.roomNumber },
        family_name: details.stay.familyName,
        language: details.stay.language,
        session_token: readToken(request)?.token ?? '',
        hotel_id: guest.hotelUniqueId,
        timezone: guest.timezone,
        session: { hotel: { unique_id: guest.hotelUniqueId } },
      };
    },
  );

  api.post(
    '/guest-logout/',
    {
      preHandler: authenticateGuest,
      schema: {
        tags: ['guest'],
        summary: 'End this guest session',
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const guest = guestOf(request);
      await revokeGuestSession(app.ctx.db, guest.sessionId, app.ctx.now());
      // This phone's push subscription ends with its session (even if the app could not unsubscribe it); the
      // stay's other phones keep theirs until they sign out or the stay checks out (docs/push.md).
      await endStayDevices(app.ctx.db, guest.hotelId, guest.stayId, guest.sessionId);
      const token = readToken(request)?.token;
      if (token) forgetCachedGuestSession(hashToken(token));
      // Sockets opened with this session close too, on every instance.
      await announceSessionEnded(app.ctx, guest, request.log);
      await publishStaffUpdate(
        app.ctx,
        guest.hotelId,
        { topic: 'stays', action: 'signed_out', id: guest.stayId },
        request.log,
      );
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );
}
