import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayload, type PushPayload } from '@hotel/contracts/push';
import { uiText } from '../../platform/i18n/ui-text.ts';
import { chatConciergeOf } from '../chat/routes.ts';
import { notifications } from '../notifications/schema.ts';
import { wordNotification } from '../notifications/wording.ts';
import { staffAccounts, staffMembers } from '../staff/schema.ts';
import { guestSessions, stays } from '../stays/schema.ts';
import {
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
  type TestHotel,
} from '../../../test/test-app.ts';
import { createMenuFixture, type MenuFixture } from '../../../test/dining-fixtures.ts';
import {
  createTestDevice,
  decryptPush,
  startPushService,
  vapidClaims,
  type TestDevice,
} from '../../../test/push-service.ts';
import { pushSubscriptions } from './schema.ts';
import { MAX_DEVICES, pushSettled } from './service.ts';
import { STAFF_ALERT_TEXTS } from './staff-alert-texts.ts';
import { generateVapidKeys } from './vapid-keys.ts';

const PUSH_TIMEOUT_MS = 1_500;
const keys = generateVapidKeys();
let t: TestApp;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  pushService = await startPushService();
  t = await createTestApp({
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:operations@hotel.test',
    PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
    PUSH_TIMEOUT_MS: String(PUSH_TIMEOUT_MS),
  });
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

interface Guest {
  hotel: TestHotel;
  menu: MenuFixture;
  token: string;
  manager: string;
}

async function guestWithMenu(): Promise<Guest> {
  const hotel = await createTestHotel(t.ctx);
  const menu = await createMenuFixture(t.ctx, hotel.hotelId);
  const token = await loginTestGuest(t.app, hotel);
  const manager = (await createTestStaff(t.app, t.ctx, hotel.hotelId)).token;
  return { hotel, menu, token, manager };
}

const subscribeGuest = (token: string, endpoint: string, device: TestDevice = createTestDevice()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/guest/push/subscribe/',
    headers: auth(token),
    payload: { endpoint, keys: device.keys, expirationTime: null },
  });

const subscribeStaff = (token: string, endpoint: string, topics: string[], device = createTestDevice()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/push/subscribe/',
    headers: auth(token),
    payload: { endpoint, keys: device.keys, topics },
  });

async function placeOrder(guest: Guest, location: number | null = null): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers: auth(guest.token),
    payload: { location, items: [{ dining_item: guest.menu.item('Sundae').id, quantity: 1 }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const moveOrder = (staffToken: string, id: number, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/staff/orders/${id}/`,
    headers: auth(staffToken),
    payload: { status },
  });

const rowsOfStay = (stayId: number) =>
  t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.stayId, stayId));

const rowOf = async (endpoint: string) =>
  (await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

function readPush(endpoint: string, device: TestDevice): PushPayload[] {
  return pushService
    .sentTo(endpoint)
    .map((push) => pushPayload.parse(JSON.parse(decryptPush(device, push.body))));
}

async function counted(result: string): Promise<number> {
  const metric = await t.ctx.metrics.registry.getSingleMetric('hotel_push_messages_total')!.get();
  return metric.values.find((value) => value.labels.result === result)?.value ?? 0;
}

describe('GET /api/push/key/', () => {
  it("gives the server's VAPID public key, and null on a server without keys", async () => {
    const response = await t.app.inject({ url: '/api/push/key/' });
    expect(response.json()).toEqual({ public_key: keys.publicKey });
    const without = await createTestApp();
    try {
      expect((await without.app.inject({ url: '/api/push/key/' })).json()).toEqual({ public_key: null });
      const guest = await createTestHotel(without.ctx);
      const refused = await without.app.inject({
        method: 'POST',
        url: '/api/guest/push/subscribe/',
        headers: auth(await loginTestGuest(without.app, guest)),
        payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: createTestDevice().keys },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('push_off');
    } finally {
      await without.close();
    }
  });
});

describe('a guest notification as Web Push', () => {
  it("reaches the stay's phone encrypted, in the stay's language, opening the order, signed for the service", async () => {
    const guest = await guestWithMenu();
    await t.ctx.db.update(stays).set({ language: 'fr' }).where(eq(stays.id, guest.hotel.stayId));
    const device = createTestDevice();
    const endpoint = pushService.endpoint();
    expect((await subscribeGuest(guest.token, endpoint, device)).json()).toEqual({ ok: true });
    const orderId = await placeOrder(guest);
    expect((await moveOrder(guest.manager, orderId, 'in_progress')).statusCode).toBe(200);
    await pushSettled(t.ctx);

    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.stayId, guest.hotel.stayId), eq(notifications.type, 'order_update')));
    const french = wordNotification(notice!, 'fr');
    expect(french.title).not.toBe(wordNotification(notice!, 'en').title);
    expect(readPush(endpoint, device)).toEqual([
      { title: french.title, body: french.message, url: `/orders/${orderId}`, tag: `order-${orderId}` },
    ]);

    const [sent] = pushService.sentTo(endpoint);
    expect(sent!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '3600',
      urgency: 'normal',
      topic: `order-${orderId}`,
    });
    const vapid = vapidClaims(sent!.headers.authorization);
    expect(vapid.claims.aud).toBe(pushService.origin);
    expect(vapid.claims.sub).toBe('mailto:operations@hotel.test');
    expect(vapid.publicKey).toBe(keys.publicKey);
    expect(vapid.signatureValid).toBe(true);
    expect((await rowOf(endpoint))!.lastDeliveredAt).toBeInstanceOf(Date);
  });

  it('opens the dashboard for a notice that leads nowhere else (a request done)', async () => {
    const guest = await guestWithMenu();
    const device = createTestDevice();
    const endpoint = pushService.endpoint();
    await subscribeGuest(guest.token, endpoint, device);
    const asked = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${guest.hotel.stayId}/`,
      headers: auth(guest.token),
      payload: { request_towels: true },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const {
      requests: [task],
    } = (await t.app.inject({ url: '/api/staff/requests/', headers: auth(guest.manager) })).json<{
      requests: { id: number }[];
    }>();
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/staff/requests/${task!.id}/complete/`,
      headers: auth(guest.manager),
    });
    expect(done.statusCode, done.body).toBe(200);
    await pushSettled(t.ctx);
    const [payload] = readPush(endpoint, device);
    expect(payload).toMatchObject({ url: '/dashboard' });
    expect(payload!.tag).toMatch(/^notification-\d+$/);
  });

  it('deletes a subscription the push service says is gone, keeps one that failed, and counts both', async () => {
    const guest = await guestWithMenu();
    const gone = pushService.endpoint('gone');
    const failing = pushService.endpoint('fail');
    await subscribeGuest(guest.token, gone);
    await subscribeGuest(guest.token, failing);
    const before = { gone: await counted('gone'), failed: await counted('failed') };
    await moveOrder(guest.manager, await placeOrder(guest), 'in_progress');
    await pushSettled(t.ctx);
    expect(pushService.sentTo(gone)).toHaveLength(1);
    expect(await rowOf(gone)).toBeUndefined();
    expect((await rowOf(failing))!.lastDeliveredAt).toBeNull();
    expect(await counted('gone')).toBe(before.gone + 1);
    expect(await counted('failed')).toBe(before.failed + 1);
  });

  it("answers the guest's and staff's requests without waiting for a push service that hangs", async () => {
    const guest = await guestWithMenu();
    const hanging = pushService.endpoint('hang');
    await subscribeGuest(guest.token, hanging);
    const failedBefore = await counted('failed');
    const orderId = await placeOrder(guest);
    let pushDone = false;
    const started = Date.now();
    const moved = await moveOrder(guest.manager, orderId, 'in_progress');
    const answeredIn = Date.now() - started;
    void pushSettled(t.ctx).then(() => (pushDone = true));
    expect(moved.statusCode).toBe(200);
    // The answer came while the push service still held the message: nobody waited for it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(pushDone).toBe(false);
    expect(answeredIn).toBeLessThan(PUSH_TIMEOUT_MS);
    await pushSettled(t.ctx);
    expect(pushService.sentTo(hanging)).toHaveLength(1);
    expect(await counted('failed')).toBe(failedBefore + 1);
    expect(await rowOf(hanging)).toBeDefined();
  });
});

describe('subscriptions', () => {
  it('refuses an endpoint that is not a push service, by host, scheme and look-alike', async () => {
    const guest = await guestWithMenu();
    for (const endpoint of [
      'https://evil.example.com/push/1',
      'http://10.0.0.5/push',
      'https://fcm.googleapis.com.evil.example/fcm/send/1',
      'http://fcm.googleapis.com/fcm/send/1',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      const response = await subscribeGuest(guest.token, endpoint);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().code).toBe('push_endpoint_refused');
    }
    const refused = await subscribeGuest(guest.token, 'https://evil.example.com/push/1');
    expect(refused.json().detail).toMatch(/evil\.example\.com is not a known push service/);
    const fcm = await subscribeGuest(guest.token, 'https://fcm.googleapis.com/fcm/send/abc-123');
    expect(fcm.statusCode).toBe(200);
    const apple = await subscribeGuest(guest.token, 'https://web.push.apple.com/QGx-example');
    expect(apple.statusCode).toBe(200);
    expect(await rowsOfStay(guest.hotel.stayId)).toHaveLength(2);
    const badKey = await t.app.inject({
      method: 'POST',
      url: '/api/guest/push/subscribe/',
      headers: auth(guest.token),
      payload: {
        endpoint: pushService.endpoint(),
        keys: { p256dh: 'AAAA', auth: createTestDevice().keys.auth },
      },
    });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().code).toBe('push_keys_invalid');
  });

  it('lets a device subscribed again for another stay take its row over; a stay unsubscribes only its own', async () => {
    const first = await guestWithMenu();
    const second = await guestWithMenu();
    const endpoint = pushService.endpoint();
    await subscribeGuest(first.token, endpoint);
    await subscribeGuest(second.token, endpoint);
    expect(await rowsOfStay(first.hotel.stayId)).toHaveLength(0);
    expect((await rowOf(endpoint))!.stayId).toBe(second.hotel.stayId);
    const notMine = await t.app.inject({
      method: 'POST',
      url: '/api/guest/push/unsubscribe/',
      headers: auth(first.token),
      payload: { endpoint },
    });
    expect(notMine.statusCode).toBe(200);
    expect(await rowOf(endpoint)).toBeDefined();
    await t.app.inject({
      method: 'POST',
      url: '/api/guest/push/unsubscribe/',
      headers: auth(second.token),
      payload: { endpoint },
    });
    expect(await rowOf(endpoint)).toBeUndefined();
  });

  it('keeps the newest ten devices of a stay', async () => {
    const guest = await guestWithMenu();
    const endpoints = Array.from({ length: MAX_DEVICES + 2 }, () => pushService.endpoint());
    for (const endpoint of endpoints)
      expect((await subscribeGuest(guest.token, endpoint)).statusCode).toBe(200);
    const kept = (await rowsOfStay(guest.hotel.stayId)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(endpoints.slice(2).sort());
  });

  it("end with the phone's sign-out (the stay's other phones keep theirs) and at check-out", async () => {
    const guest = await guestWithMenu();
    const otherPhone = await loginTestGuest(t.app, guest.hotel);
    const otherEndpoint = pushService.endpoint();
    await subscribeGuest(guest.token, pushService.endpoint());
    await subscribeGuest(otherPhone, otherEndpoint);
    expect(await rowsOfStay(guest.hotel.stayId)).toHaveLength(2);
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/guest-logout/`,
      headers: auth(guest.token),
    });
    expect(out.statusCode).toBe(200);
    expect((await rowsOfStay(guest.hotel.stayId)).map((row) => row.endpoint)).toEqual([otherEndpoint]);

    const token = await loginTestGuest(t.app, guest.hotel);
    await subscribeGuest(token, pushService.endpoint());
    expect(await rowsOfStay(guest.hotel.stayId)).toHaveLength(2);
    const checkedOut = await t.app.inject({
      method: 'POST',
      url: `/api/staff/stays/${guest.hotel.stayId}/check-out/`,
      headers: auth(guest.manager),
      payload: {},
    });
    expect(checkedOut.statusCode, checkedOut.body).toBe(200);
    expect(await rowsOfStay(guest.hotel.stayId)).toHaveLength(0);
  });
});

describe('personal data', () => {
  it("lists a stay's devices in its export (never their address or keys), and erasure deletes any left", async () => {
    const guest = await guestWithMenu();
    const endpoint = pushService.endpoint();
    await subscribeGuest(guest.token, endpoint);
    await subscribeGuest(guest.token, pushService.endpoint());
    const exported = await t.app.inject({
      url: `/api/staff/stays/${guest.hotel.stayId}/personal-data/`,
      headers: auth(guest.manager),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().push_devices).toEqual([
      { created_at: expect.any(String), last_delivered_at: null },
      { created_at: expect.any(String), last_delivered_at: null },
    ]);
    expect(exported.body).not.toContain(endpoint);
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/stays/${guest.hotel.stayId}/check-out/`,
      headers: auth(guest.manager),
      payload: {},
    });
    // A row that outlived check-out (written by an instance mid-way through it) goes with the erasure.
    const device = createTestDevice();
    const [session] = await t.ctx.db
      .select({ id: guestSessions.id })
      .from(guestSessions)
      .where(eq(guestSessions.stayId, guest.hotel.stayId))
      .limit(1);
    await t.ctx.db.insert(pushSubscriptions).values({
      hotelId: guest.hotel.hotelId,
      stayId: guest.hotel.stayId,
      guestSessionId: session!.id,
      endpoint: pushService.endpoint(),
      ...device.keys,
    });
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/staff/stays/${guest.hotel.stayId}/erase-personal-data/`,
      headers: auth(guest.manager),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    // Gone either by push's own erasure or with the stay's sessions (the row names one), whichever runs first.
    expect(await rowsOfStay(guest.hotel.stayId)).toHaveLength(0);
  });
});

describe('staff alerts', () => {
  async function staffed() {
    const guest = await guestWithMenu();
    const member = async (role: 'kitchen' | 'housekeeping' | 'manager', language: string | null = null) => {
      const staff = await createTestStaff(t.app, t.ctx, guest.hotel.hotelId, role);
      const [membership] = await t.ctx.db
        .select({ accountId: staffMembers.accountId })
        .from(staffMembers)
        .where(eq(staffMembers.id, staff.staffMemberId));
      await t.ctx.db
        .update(staffAccounts)
        .set({ language })
        .where(eq(staffAccounts.id, membership!.accountId));
      return { ...staff, device: createTestDevice(), endpoint: pushService.endpoint() };
    };
    return { guest, member };
  }

  it('refuses a topic the role may not hear, naming it; an empty list ends the subscription', async () => {
    const { member } = await staffed();
    const kitchen = await member('kitchen');
    const refused = await subscribeStaff(kitchen.token, kitchen.endpoint, ['orders', 'requests', 'chat']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'push_topic_not_allowed' });
    expect(refused.json().detail).toMatch(/about requests, chat \(it may choose orders\)/);
    expect(await rowOf(kitchen.endpoint)).toBeUndefined();

    const accepted = await subscribeStaff(kitchen.token, kitchen.endpoint, ['orders']);
    expect(accepted.json()).toEqual({ topics: ['orders'] });
    const read = await t.app.inject({
      url: `/api/staff/push/subscription/?endpoint=${encodeURIComponent(kitchen.endpoint)}`,
      headers: auth(kitchen.token),
    });
    expect(read.json()).toEqual({ topics: ['orders'] });
    expect((await subscribeStaff(kitchen.token, kitchen.endpoint, [])).json()).toEqual({ topics: [] });
    expect(await rowOf(kitchen.endpoint)).toBeUndefined();
  });

  it("alerts the members who may hear it, in each one's console language, and nobody else", async () => {
    const { guest, member } = await staffed();
    const kitchen = await member('kitchen', 'de');
    const barKitchen = await member('kitchen');
    const housekeeping = await member('housekeeping', 'ja');
    const manager = await member('manager');
    const leaver = await member('manager');
    await subscribeStaff(kitchen.token, kitchen.endpoint, ['orders'], kitchen.device);
    await subscribeStaff(barKitchen.token, barKitchen.endpoint, ['orders'], barKitchen.device);
    await subscribeStaff(housekeeping.token, housekeeping.endpoint, ['requests'], housekeeping.device);
    await subscribeStaff(manager.token, manager.endpoint, ['requests'], manager.device);
    await subscribeStaff(leaver.token, leaver.endpoint, ['orders', 'requests'], leaver.device);
    // The bar's kitchen sees the bar's orders only; the leaver is deactivated after subscribing.
    await t.ctx.db
      .update(staffMembers)
      .set({ locationScope: [guest.menu.bar.id] })
      .where(eq(staffMembers.id, barKitchen.staffMemberId));
    await t.ctx.db
      .update(staffMembers)
      .set({ active: false })
      .where(eq(staffMembers.id, leaver.staffMemberId));

    const orderId = await placeOrder(guest, guest.menu.terrace.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/${guest.hotel.stayId}/`,
      headers: auth(guest.token),
      payload: { request_towels: true },
    });
    await pushSettled(t.ctx);

    const german = STAFF_ALERT_TEXTS.de!;
    expect(readPush(kitchen.endpoint, kitchen.device)).toEqual([
      {
        title: german.orders,
        body: `${german.room.replace('{{room}}', '101')} · ${german.orderNumber.replace('{{id}}', String(orderId))} · Terrace`,
        url: '/staff/orders',
        tag: `order-${orderId}`,
      },
    ]);
    const [sent] = pushService.sentTo(kitchen.endpoint);
    expect(sent!.headers).toMatchObject({ urgency: 'high', ttl: '300' });
    const japanese = STAFF_ALERT_TEXTS.ja!;
    const [requestAlert] = readPush(housekeeping.endpoint, housekeeping.device);
    expect(requestAlert).toMatchObject({
      title: japanese.requests,
      body: `${japanese.room.replace('{{room}}', '101')} · ${japanese.kinds.towels}`,
      url: '/staff/requests',
    });
    expect(readPush(manager.endpoint, manager.device)).toEqual([
      expect.objectContaining({ title: 'Request queue', body: 'Room 101 · Towels' }),
    ]);
    expect(pushService.sentTo(barKitchen.endpoint)).toHaveLength(0);
    expect(pushService.sentTo(leaver.endpoint)).toHaveLength(0);
  });
});

describe('the chat', () => {
  it('pushes staff and concierge replies to the guest, and a hand-over to the staff who take chats', async () => {
    const hotel = await createTestHotel(t.ctx, { chatEnabled: true });
    await t.ctx.db.update(stays).set({ language: 'fr' }).where(eq(stays.id, hotel.stayId));
    const token = await loginTestGuest(t.app, hotel);
    const desk = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'front_desk');
    const kitchen = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'kitchen');
    const guestDevice = createTestDevice();
    const guestEndpoint = pushService.endpoint();
    const deskDevice = createTestDevice();
    const deskEndpoint = pushService.endpoint();
    const kitchenEndpoint = pushService.endpoint();
    await subscribeGuest(token, guestEndpoint, guestDevice);
    expect(
      (await subscribeStaff(desk.token, deskEndpoint, ['chat', 'requests'], deskDevice)).statusCode,
    ).toBe(200);
    expect((await subscribeStaff(kitchen.token, kitchenEndpoint, ['chat'])).statusCode).toBe(400);

    const started = await t.app.inject({
      method: 'POST',
      url: '/api/chat/start/',
      headers: auth(token),
      payload: { hotel_id: hotel.uniqueId },
    });
    const conversationId = started.json<{ conversation: { id: number } }>().conversation.id;
    await t.app.inject({
      method: 'POST',
      url: `/api/chat/${conversationId}/message/`,
      headers: auth(token),
      payload: { message: 'Can you recommend a tailor for a wedding suit?' },
    });
    await chatConciergeOf(t.ctx).settled();
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/staff/chat/conversations/${conversationId}/messages/`,
      headers: auth(desk.token),
      payload: { message: 'Bonjour, nous vous aidons.' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await pushSettled(t.ctx);

    const title = (sender: string) =>
      uiText('fr', 'notifications.defaults.chatTitle', {
        sender: uiText('fr', `notifications.defaults.${sender}`)!,
      });
    const received = readPush(guestEndpoint, guestDevice);
    // Sent from a queue of several at once: compared without their order.
    expect(received.map((payload) => payload.title).sort()).toEqual(
      [title('aiSender'), title('staffSender')].sort(),
    );
    expect(received).toContainEqual({
      title: title('staffSender'),
      body: 'Bonjour, nous vous aidons.',
      url: `/chat/${conversationId}`,
      tag: `chat-${conversationId}`,
    });
    expect(readPush(deskEndpoint, deskDevice)).toEqual([
      {
        title: 'A guest needs a person in the chat',
        body: 'Room 101',
        url: '/staff/chat',
        tag: `chat-${conversationId}`,
      },
    ]);
  });
});
