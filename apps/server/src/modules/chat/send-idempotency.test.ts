import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveSocketPaths, type LiveServerMessage } from '@hotel/contracts/live';
import { STAFF_SOCKET_PATH } from '@hotel/contracts/staff';
import {
  addTestGuest,
  auth,
  createTestApp,
  createTestHotel,
  createTestStaff,
  loginTestGuest,
  type TestApp,
  type TestHotel,
} from '../../../test/test-app.ts';
import { connectLive, listenForSockets } from '../../../test/live-client.ts';
import { startFakeTranslationServer, type FakeTranslationServer } from '../../../test/translation-server.ts';
import { chatConciergeOf } from './routes.ts';

/**
 * A guest's chat send under an Idempotency-Key (decisions 0011, 0132): the phone sends a message again when
 * its first answer was lost in transit, and the hotel must still have it once. The guest writes in Japanese
 * through a translation provider, so a second translation would show as a second call.
 */
let fake: FakeTranslationServer;
let t: TestApp;
let base: string;
beforeAll(async () => {
  fake = await startFakeTranslationServer();
  // Two messages at once, then one a minute: a test never waits long enough for a slot to come back.
  t = await createTestApp({
    TRANSLATION_PROVIDER: 'libretranslate',
    TRANSLATION_API_URL: fake.url,
    CHAT_MESSAGES_PER_MINUTE: '1',
    CHAT_MESSAGE_BURST: '2',
  });
  base = await listenForSockets(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.calls.length = 0;
});

const BREAKFAST = 'Breakfast is served every day from 06:30 to 10:30 at the Riverside Restaurant.';

async function chatGuest(hotel: TestHotel) {
  const token = await loginTestGuest(t.app, hotel);
  await t.app.inject({
    method: 'POST',
    url: '/api/languages/set/',
    headers: auth(token),
    payload: { language: 'ja' },
  });
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/chat/start/',
    headers: auth(token),
    payload: { hotel_id: hotel.uniqueId },
  });
  expect(started.statusCode).toBe(200);
  const conversationId = started.json<{ conversation: { id: number } }>().conversation.id;
  const send = (message: string, idempotencyKey?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chat/${conversationId}/message/`,
      headers: { ...auth(token), ...(idempotencyKey && { 'idempotency-key': idempotencyKey }) },
      payload: { message },
    });
  const messages = async () => {
    await chatConciergeOf(t.ctx).settled();
    const response = await t.app.inject({
      url: `/api/chat/messages/${conversationId}/`,
      headers: auth(token),
    });
    return response.json<{ messages: Array<{ id: number; sender_type: string; original_content: string }> }>()
      .messages;
  };
  return { token, conversationId, send, messages };
}

async function setUp() {
  const hotel = await createTestHotel(t.ctx, { chatEnabled: true, name: 'Riverside Test' });
  const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'front_desk');
  const faq = await t.app.inject({
    method: 'POST',
    url: '/api/staff/chat/faq/',
    headers: auth(staff.token),
    payload: { question: 'What time is breakfast served?', answer: BREAKFAST },
  });
  expect(faq.statusCode).toBe(200);
  return { hotel, staff, guest: await chatGuest(hotel) };
}

const translationsOf = (text: string) =>
  fake.calls.filter((call) => call.target === 'en' && call.texts.includes(text));

const isGuestMessage = (m: LiveServerMessage) => m.type === 'chat_message' && m.sender_type === 'guest';
const isGuestMessageUpdate = (m: LiveServerMessage) =>
  m.type === 'staff_update' &&
  m.action === 'message' &&
  (m.data as { message?: { sender_type?: string } } | undefined)?.message?.sender_type === 'guest';

describe('sending a chat message again under its Idempotency-Key', () => {
  it('stores, translates, delivers and answers it once, and answers the retry with the first message', async () => {
    const { staff, guest, hotel } = await setUp();
    const guestFeed = connectLive(base, liveSocketPaths.guest(hotel.uniqueId, guest.token));
    const consoleSocket = connectLive(base, STAFF_SOCKET_PATH, { headers: { cookie: staff.cookie } });
    await Promise.all([guestFeed.opened, consoleSocket.opened]);

    const first = await guest.send('What time is breakfast?', 'message-1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(first.json().guest_message).toMatchObject({
      sender_type: 'guest',
      original_content: 'What time is breakfast?',
      translated_content: '[en] What time is breakfast?',
    });
    expect(await guestFeed.next(isGuestMessage)).toMatchObject({ id: first.json().guest_message.id });
    await consoleSocket.next(isGuestMessageUpdate);
    await chatConciergeOf(t.ctx).settled();

    const retry = await guest.send('What time is breakfast?', 'message-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());

    const stored = await guest.messages();
    expect(stored.map((m) => m.sender_type)).toEqual(['staff', 'guest', 'ai']);
    expect(stored[2]!.original_content).toContain(BREAKFAST);
    expect(translationsOf('What time is breakfast?')).toHaveLength(1);
    await guestFeed.expectNothing(isGuestMessage);
    await consoleSocket.expectNothing(isGuestMessageUpdate);
    await Promise.all([guestFeed.close(), consoleSocket.close()]);
  });

  it('refuses the same key with another message (422) and stores nothing for it', async () => {
    const { guest } = await setUp();
    expect((await guest.send('Two more towels, please', 'message-1')).statusCode).toBe(200);
    const other = await guest.send('And a toothbrush', 'message-1');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(translationsOf('And a toothbrush')).toHaveLength(0);
    const guestLines = (await guest.messages()).filter((m) => m.sender_type === 'guest');
    expect(guestLines.map((m) => m.original_content)).toEqual(['Two more towels, please']);
  });

  it('stores every send without a key, as before', async () => {
    const { guest } = await setUp();
    const first = await guest.send('Hello?');
    const second = await guest.send('Hello?');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().guest_message.id).not.toBe(first.json().guest_message.id);
    expect((await guest.messages()).filter((m) => m.sender_type === 'guest')).toHaveLength(2);
  });

  it('does not count a retry against the send limit, and answers it even when the limit is reached', async () => {
    const { guest } = await setUp();
    const first = await guest.send('Two more towels, please', 'message-1');
    for (let retry = 0; retry < 3; retry++)
      expect((await guest.send('Two more towels, please', 'message-1')).statusCode).toBe(200);
    // The retries took none of the two slots: the second message still goes, the third is one too many.
    expect((await guest.send('And a toothbrush', 'message-2')).statusCode).toBe(200);
    expect((await guest.send('And a comb', 'message-3')).statusCode).toBe(429);
    const late = await guest.send('Two more towels, please', 'message-1');
    expect(late.statusCode).toBe(200);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(late.json()).toEqual(first.json());
  });

  it('answers a retry with its message after the conversation has ended', async () => {
    const { guest, staff } = await setUp();
    const first = await guest.send('Please wake me at six', 'message-1');
    await chatConciergeOf(t.ctx).settled();
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/chat/conversations/${guest.conversationId}/close/`,
      headers: auth(staff.token),
    });
    expect(closed.statusCode).toBe(200);
    const retry = await guest.send('Please wake me at six', 'message-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await guest.send('Please wake me at six', 'message-2')).statusCode).toBe(409);
  });

  it("keeps each stay's keys apart: a neighbour's same key sends the neighbour's own message", async () => {
    const { guest, hotel } = await setUp();
    const mine = await guest.send('Two more towels, please', 'message-1');
    const neighbour = await chatGuest(await addTestGuest(t.ctx, hotel));
    const theirs = await neighbour.send('Two more towels, please', 'message-1');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().guest_message.id).not.toBe(mine.json().guest_message.id);
    expect(theirs.json().guest_message.conversation_id).toBe(neighbour.conversationId);
  });
});
