import type { FastifyBaseLogger } from 'fastify';
import {
  STAFF_PUSH_TOPICS,
  type PushPayload,
  type PushSubscriptionBody,
  type StaffPushTopic,
} from '@hotel/contracts/push';
import type { ServiceRequestKind } from '@hotel/contracts/requests';
import {
  roleHasPermission,
  STAFF_TOPIC_PERMISSIONS,
  staffHearsUpdate,
  type StaffRole,
} from '@hotel/contracts/staff';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database/database.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { findActiveMembers } from '../staff/index.ts';
import { endpointProblem } from './endpoint-policy.ts';
import {
  keepNewestDevices,
  deleteMemberEndpoint,
  deleteSubscription,
  deleteStaySubscriptions,
  markDelivered,
  stayTargets,
  staffTargets,
  upsertSubscription,
} from './repository.ts';
import { PUSH_RESULTS, PushSender } from './sender.ts';
import { STAFF_ALERT_TEXTS, type StaffAlertTexts } from './staff-alert-texts.ts';

type PushCtx = Pick<AppContext, 'config' | 'db' | 'metrics' | 'now'>;
type Log = Pick<FastifyBaseLogger, 'warn'>;

/** A guest's news waits this long for a phone that is off; an hour later it is no longer news. */
export const GUEST_PUSH_TTL_SECONDS = 3_600;
/** A staff alert is for the people on shift now: five minutes, and urgent (delivered even to a dozing phone). */
export const STAFF_PUSH_TTL_SECONDS = 300;
/** Devices one stay or one staff member keeps subscribed; a new one beyond it replaces the oldest. */
export const MAX_DEVICES = 10;
const CONCURRENCY = 8;
const MAX_WAITING = 1_000;

/** This instance's push machinery for one app context: its sender (null when push is off) and its context. */
export interface PushService {
  ctx: PushCtx;
  sender: PushSender | null;
}

const services = new WeakMap<object, PushService>();

/**
 * Starts Web Push for an app (the push routes call it at registration): a sender when VAPID keys are
 * configured, none otherwise. Everything that pushes finds it by the app's context; a context without one
 * (the CLI, a test that builds no app) pushes nothing.
 */
export function startPush(ctx: PushCtx, log: Log): PushService {
  const { config, metrics } = ctx;
  const messages = metrics.counter('hotel_push_messages_total', 'Web Push messages by result', ['result']);
  for (const result of PUSH_RESULTS) messages.inc({ result }, 0);
  const sender =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? new PushSender({
          vapid: {
            subject: config.VAPID_SUBJECT,
            publicKey: config.VAPID_PUBLIC_KEY,
            privateKey: config.VAPID_PRIVATE_KEY,
          },
          timeoutMs: config.PUSH_TIMEOUT_MS,
          concurrency: CONCURRENCY,
          maxWaiting: MAX_WAITING,
          log,
          onResult: async (target, result) => {
            messages.inc({ result });
            if (result === 'gone') await deleteSubscription(ctx.db, target.id);
            else if (result === 'delivered') await markDelivered(ctx.db, target.id, ctx.now());
          },
          onDropped: () => messages.inc({ result: 'dropped' }),
        })
      : null;
  const service = { ctx, sender };
  services.set(ctx, service);
  return service;
}

/** The app's public VAPID key, or null when push is off. */
export function publicVapidKey(ctx: Pick<AppContext, 'config'>): string | null {
  return ctx.config.VAPID_PUBLIC_KEY ?? null;
}

/** Resolves when this app's pushes are all sent (tests wait on it; so does a graceful shutdown). */
export function pushSettled(ctx: object): Promise<void> {
  return services.get(ctx)?.sender?.settled() ?? Promise.resolve();
}

// ---------------------------------------------------------------------------------------------------
// Subscriptions

const P256DH_BYTES = 65;
const AUTH_BYTES = 16;

/** The endpoint and keys of a browser's subscription, checked before anything is stored. */
function checkedDevice(ctx: Pick<AppContext, 'config'>, body: PushSubscriptionBody) {
  const problem = endpointProblem(body.endpoint, ctx.config);
  if (problem) throw badRequest(problem, 'push_endpoint_refused');
  const p256dh = Buffer.from(body.keys.p256dh, 'base64url');
  if (p256dh.length !== P256DH_BYTES || p256dh[0] !== 0x04)
    throw badRequest('keys.p256dh must be an uncompressed P-256 public key (65 bytes).', 'push_keys_invalid');
  if (Buffer.from(body.keys.auth, 'base64url').length !== AUTH_BYTES)
    throw badRequest('keys.auth must be the 16-byte authentication secret.', 'push_keys_invalid');
  return { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
}

function assertPushOn(ctx: Pick<AppContext, 'config'>): void {
  if (!publicVapidKey(ctx))
    throw badRequest('Notifications with the app closed are not set up on this server.', 'push_off');
}

export async function subscribeGuest(
  ctx: Pick<AppContext, 'config' | 'db' | 'now'>,
  guest: { hotelId: number; stayId: number; sessionId: number },
  body: PushSubscriptionBody,
): Promise<void> {
  assertPushOn(ctx);
  const device = checkedDevice(ctx, body);
  const owner = { hotelId: guest.hotelId, stayId: guest.stayId, guestSessionId: guest.sessionId };
  await upsertSubscription(ctx.db, owner, device, ctx.now());
  await keepNewestDevices(ctx.db, { stayId: guest.stayId }, MAX_DEVICES);
}

/** The topics this role may be alerted about: the permission of the topic's console queue. */
export function topicsOfRole(role: StaffRole): StaffPushTopic[] {
  return STAFF_PUSH_TOPICS.filter((topic) =>
    STAFF_TOPIC_PERMISSIONS[topic].some((permission) => roleHasPermission(role, permission)),
  );
}

/**
 * A staff device asks for the topics it wants. An empty list ends its subscription; a topic the member's role
 * may not hear is refused with a 400 that names it (nothing is stored), so the console never shows a switch
 * that does nothing.
 */
export async function subscribeStaff(
  ctx: Pick<AppContext, 'config' | 'db' | 'now'>,
  staff: { hotelId: number; staffMemberId: number; role: StaffRole },
  body: PushSubscriptionBody & { topics: StaffPushTopic[] },
): Promise<StaffPushTopic[]> {
  assertPushOn(ctx);
  const device = checkedDevice(ctx, body);
  const allowed = topicsOfRole(staff.role);
  const refused = body.topics.filter((topic) => !allowed.includes(topic));
  if (refused.length > 0)
    throw badRequest(
      `Your role does not receive alerts about ${refused.join(', ')}` +
        (allowed.length > 0 ? ` (it may choose ${allowed.join(', ')}).` : '.'),
      'push_topic_not_allowed',
    );
  const topics = STAFF_PUSH_TOPICS.filter((topic) => body.topics.includes(topic));
  if (topics.length === 0) {
    await deleteMemberEndpoint(ctx.db, staff.staffMemberId, device.endpoint);
    return [];
  }
  await upsertSubscription(
    ctx.db,
    { hotelId: staff.hotelId, staffMemberId: staff.staffMemberId, topics },
    device,
    ctx.now(),
  );
  await keepNewestDevices(ctx.db, { staffMemberId: staff.staffMemberId }, MAX_DEVICES);
  return topics;
}

/** Every device of a stay stops receiving (check-out, sign-out, erasure). Returns how many were subscribed. */
export function endPushOfStay(
  db: Database,
  hotelId: number,
  stayId: number,
  guestSessionId?: number,
): Promise<number> {
  return deleteStaySubscriptions(db, hotelId, stayId, guestSessionId);
}

// ---------------------------------------------------------------------------------------------------
// Guests

/** Longest body sent: a lock screen shows a few lines, and a push message carries at most 4 KB. */
const MAX_BODY = 400;

function fitted(payload: PushPayload): PushPayload {
  return payload.body.length <= MAX_BODY
    ? payload
    : { ...payload, body: `${payload.body.slice(0, MAX_BODY - 1)}…` };
}

/**
 * Sends a guest's notification to the stay's devices, worded by the caller in the stay's language (or by
 * `payload()` once devices are found, when wording costs a query). Returns at once: finding the devices and
 * the POSTs run in the sender's queue, never on the caller's time.
 */
export function pushToStay(
  ctx: object,
  stay: { hotelId: number; stayId: number },
  payload: PushPayload | (() => Promise<PushPayload>),
): void {
  const service = services.get(ctx);
  const sender = service?.sender;
  if (!service || !sender) return;
  sender.enqueue(async () => {
    const targets = await stayTargets(service.ctx.db, stay.hotelId, stay.stayId);
    if (targets.length === 0) return;
    const worded = fitted(typeof payload === 'function' ? await payload() : payload);
    for (const target of targets)
      sender.send({ target, payload: worded, ttlSeconds: GUEST_PUSH_TTL_SECONDS, urgency: 'normal' });
  }, `notification for stay ${stay.stayId}`);
}

// ---------------------------------------------------------------------------------------------------
// Staff

/** What the staff are alerted about: a new order, a new service request, a chat handed over to them. */
export type StaffAlert =
  | { topic: 'orders'; id: number; room: string; place: { id: number; name: string } | null }
  | { topic: 'requests'; id: number; room: string; kind: ServiceRequestKind }
  | { topic: 'chat'; id: number; room: string };

const STAFF_SCREENS: Record<StaffPushTopic, string> = {
  orders: '/staff/orders',
  requests: '/staff/requests',
  chat: '/staff/chat',
};
const TAGS: Record<StaffPushTopic, string> = { orders: 'order', requests: 'request', chat: 'chat' };

/** An alert in one console language (English for a language the table lacks, or none chosen). */
export function wordStaffAlert(alert: StaffAlert, language: string | null): PushPayload {
  const texts: StaffAlertTexts = STAFF_ALERT_TEXTS[language ?? 'en'] ?? STAFF_ALERT_TEXTS.en!;
  const room = texts.room.replace('{{room}}', alert.room);
  const parts =
    alert.topic === 'orders'
      ? [room, texts.orderNumber.replace('{{id}}', String(alert.id)), alert.place?.name ?? texts.roomService]
      : alert.topic === 'requests'
        ? [room, texts.kinds[alert.kind]]
        : [room];
  return {
    title: texts[alert.topic],
    body: parts.join(' · '),
    url: STAFF_SCREENS[alert.topic],
    tag: `${TAGS[alert.topic]}-${alert.id}`,
  };
}

/**
 * Alerts the hotel's staff devices subscribed to the alert's topic whose member is active and may hear it now
 * (the role's permission, and a kitchen account's places for an order: the live channel's rule), each in the
 * member's console language. Returns at once, like pushToStay.
 */
export function alertStaff(ctx: object, hotelId: number, alert: StaffAlert): void {
  const service = services.get(ctx);
  const sender = service?.sender;
  if (!service || !sender) return;
  sender.enqueue(async () => {
    const targets = await staffTargets(service.ctx.db, hotelId, alert.topic);
    if (targets.length === 0) return;
    const memberIds = [...new Set(targets.map((target) => target.staffMemberId))];
    const members = new Map(
      (await findActiveMembers(service.ctx.db, hotelId, memberIds)).map((member) => [member.id, member]),
    );
    const update = {
      topic: alert.topic,
      data: alert.topic === 'orders' ? { location: alert.place && { id: alert.place.id } } : undefined,
    };
    for (const target of targets) {
      const member = members.get(target.staffMemberId);
      if (!member || !staffHearsUpdate(member, update)) continue;
      sender.send({
        target,
        payload: wordStaffAlert(alert, member.language),
        ttlSeconds: STAFF_PUSH_TTL_SECONDS,
        urgency: 'high',
      });
    }
  }, `${alert.topic} alert ${alert.id}`);
}
