import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam } from '@hotel/contracts/common';
import {
  passwordChangeRequest,
  passwordResetRequest,
  staffAccountCreate,
  staffAccountCreated,
  staffAccountList,
  staffHotelSwitch,
  staffAccountUpdate,
  staffLoginRequest,
  staffLoginResponse,
  staffMember,
  staffPreferencesUpdate,
  staffSessionResponse,
  staffSignInLockoutList,
} from '@hotel/contracts/staff';
import { unauthorized } from '../../platform/http/errors.ts';
import { readDeviceProof, setDeviceProof } from './device-proof.ts';
import {
  NOT_SIGNED_IN,
  STAFF_COOKIE,
  followStaffAccessChanges,
  readStaffToken,
  requireStaff,
  staffOf,
} from './guard.ts';
import {
  memberBefore,
  pauseBefore,
  recordMemberAdded,
  recordMemberChanged,
  recordPasswordReset,
  recordPauseCleared,
} from './account-audit.ts';
import { hotelSettingsRoutes } from './hotel-settings-routes.ts';
import { StaffLoginThrottle } from './login-throttle.ts';
import {
  changeOwnPassword,
  clearSignInLockout,
  createAccount,
  listAccounts,
  listSignInLockouts,
  loginStaff,
  logoutStaff,
  resetPassword,
  staffSessionView,
  switchHotel,
  updateAccount,
  updateOwnPreferences,
} from './service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const ok = z.object({ ok: z.literal(true) });

function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  // A session cookie (no Expires): the server decides when the session ends, the browser forgets it on quit.
  reply.setCookie(STAFF_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
  });
}

function currentToken(request: FastifyRequest): string {
  const found = readStaffToken(request);
  if (!found) throw unauthorized(NOT_SIGNED_IN);
  return found.token;
}

/** Staff sign-in, the session, one's own password, and the manager's account screen. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new StaffLoginThrottle(app.ctx);
  await app.register(hotelSettingsRoutes);
  const stopFollowing = followStaffAccessChanges(app.ctx);
  app.addHook('onClose', async () => stopFollowing());

  api.post(
    '/staff/login/',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Staff sign-in: sets the console cookie; API clients may send the returned token as `Authorization: Token …`',
        body: staffLoginRequest,
        response: { 200: staffLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const {
        expiresAt: _expiresAt,
        device,
        ...result
      } = await loginStaff(
        app.ctx,
        throttle,
        request.body,
        { address: request.ip, deviceOf: (account) => readDeviceProof(request, account) },
        request.log,
      );
      setStaffCookie(request, reply, result.token);
      setDeviceProof(request, reply, device.account, device.id);
      return result;
    },
  );

  api.get(
    '/staff/session/',
    {
      onRequest: requireStaff(null),
      schema: {
        tags: ['staff'],
        summary: 'Who is signed in, their permissions and the CSRF token the console repeats on changes',
        response: { 200: staffSessionResponse, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return staffSessionView(app.ctx, staff, currentToken(request));
    },
  );

  api.post(
    '/staff/logout/',
    {
      onRequest: requireStaff(null),
      schema: {
        tags: ['staff'],
        summary: 'Sign out: the session and its live sockets end',
        response: { 200: ok, ...errors },
      },
    },
    async (request, reply) => {
      await logoutStaff(app.ctx, staffOf(request), currentToken(request), request.log);
      reply.clearCookie(STAFF_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );

  api.post(
    '/staff/session/hotel/',
    {
      onRequest: requireStaff(null),
      schema: {
        tags: ['staff'],
        summary:
          'Work in another of your hotels: a session there replaces this one (new cookie, token and CSRF token)',
        body: staffHotelSwitch,
        response: { 200: staffLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { expiresAt: _expiresAt, ...result } = await switchHotel(
        app.ctx,
        staffOf(request),
        request.body.hotel_unique_id,
        currentToken(request),
        request.log,
      );
      setStaffCookie(request, reply, result.token);
      return result;
    },
  );

  api.patch(
    '/staff/me/',
    {
      onRequest: requireStaff(null),
      schema: {
        tags: ['staff'],
        summary: "One's own preferences: the console's language (null: the browser's)",
        body: staffPreferencesUpdate,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await updateOwnPreferences(app.ctx, staffOf(request), request.body);
      return { ok: true as const };
    },
  );

  api.post(
    '/staff/me/password/',
    {
      onRequest: requireStaff(null),
      schema: {
        tags: ['staff'],
        summary: "Change one's own password; other sessions of the account end",
        body: passwordChangeRequest,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await changeOwnPassword(app.ctx, staffOf(request), request.body, request.log);
      return { ok: true as const };
    },
  );

  api.get(
    '/staff/accounts/',
    {
      onRequest: requireStaff('staff.manage'),
      schema: {
        tags: ['staff'],
        summary: "The hotel's staff accounts",
        response: { 200: staffAccountList, ...errors },
      },
    },
    async (request) => ({ accounts: await listAccounts(app.ctx, staffOf(request)) }),
  );

  api.post(
    '/staff/accounts/',
    {
      onRequest: requireStaff('staff.manage'),
      schema: {
        tags: ['staff'],
        summary:
          'Add a member: a new account (name, first password), or an account of another hotel of the group (its name and password stay)',
        body: staffAccountCreate,
        response: { 200: staffAccountCreated, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return recordMemberAdded(app.ctx, request, staff, await createAccount(app.ctx, staff, request.body));
    },
  );

  api.patch(
    '/staff/accounts/:id/',
    {
      onRequest: requireStaff('staff.manage'),
      schema: {
        tags: ['staff'],
        summary:
          "Change an account's name, role, kitchen locations, or deactivate it (its sessions end at once)",
        params: idParam,
        body: staffAccountUpdate,
        response: { 200: staffMember, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const before = await memberBefore(app.ctx, staff, request.params.id);
      const after = await updateAccount(app.ctx, staff, request.params.id, request.body, request.log);
      return recordMemberChanged(app.ctx, request, staff, before, after, request.body);
    },
  );

  api.post(
    '/staff/accounts/:id/reset-password/',
    {
      onRequest: requireStaff('staff.manage'),
      schema: {
        tags: ['staff'],
        summary: 'Set a new password for an account; its sessions end',
        params: idParam,
        body: passwordResetRequest,
        response: { 200: staffMember, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const member = await resetPassword(app.ctx, staff, id, request.body.new_password, request.log);
      return recordPasswordReset(app.ctx, request, staff, member);
    },
  );

  api.get(
    '/staff/sign-in-lockouts/',
    {
      onRequest: requireStaff('staff.manage'),
      schema: {
        tags: ['staff'],
        summary:
          "Staff sign-ins paused after repeated failures (account, address, until when): the hotel's accounts",
        response: { 200: staffSignInLockoutList, ...errors },
      },
    },
    async (request) => ({ lockouts: await listSignInLockouts(app.ctx, staffOf(request)) }),
  );

  api.post(
    '/staff/sign-in-lockouts/:id/clear/',
    {
      onRequest: requireStaff('staff.manage'),
      schema: {
        tags: ['staff'],
        summary: 'End a sign-in pause: its failed attempts are forgotten',
        params: idParam,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const pause = await pauseBefore(app.ctx, staff, request.params.id);
      await clearSignInLockout(app.ctx, throttle, staff, request.params.id);
      await recordPauseCleared(app.ctx, request, staff, pause);
      return { ok: true as const };
    },
  );
}
