import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
} from '../../../test/test-app.ts';
import { connectLive, listenForSockets, refusal } from '../../../test/live-client.ts';
import { chatConciergeOf } from './routes.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: '6', CHAT_MESSAGE_BURST: '6' });
  base = await listenForSockets(t);
});
afterAll(() => t.close());

const BREAKFAST = 'Breakfast is served every day from 06:30 to 10:30 at the Riverside Restaurant.';

async function setUp(options: { chatEnabled?: boolean } = {}) {
  const hotel = await createTestHotel(t.ctx, {
    chatEnabled: options.chatEnabled ?? true,
    name: 'Riverside Test',
  });
  const token = await loginTestGuest(t.app, hotel);
  const staff = await createTestStaff(t.app, t.ctx, hotel.hotelId, 'front_desk');
  const faq = await t.app.inject({
    method: 'POST',
    url: '/api/staff/chat/faq/',
    headers: auth(staff.token),
    payload: { question: 'What time is breakfast served?', answer: BREAKFAST },
  });
  expect(faq.statusCode).toBe(200);
  const start = async (guestToken = token) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat/start/',
      headers: auth(guestToken),
      payload: { hotel_id: hotel.uniqueId },
    });
    return response;
  };
  const send = (conversationId: number, message: unknown, guestToken = token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chat/${conversationId}/message/`,
      headers: auth(guestToken),
      payload: { message } as object,
    });
  const messages = async (conversationId: number, guestToken = token) => {
    const response = await t.app.inject({
      url: `/api/chat/messages/${conversationId}/`,
      headers: auth(guestToken),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ messages: Array<Record<string, unknown>> }>().messages;
  };
  const staffCall = (method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: `/api/staff/chat/${path}`, headers: auth(staff.token), payload });
  return { hotel, token, staff, start, send, messages, staffCall };
}

async function started(s: Awaited<ReturnType<typeof setUp>>) {
  const response = await s.start();
  expect(response.statusCode).toBe(200);
  return response.json<{
    conversation: { id: number };
    session_token: string;
    welcome_message: Record<string, unknown>;
  }>();
}

describe('starting a chat', () => {
  it('opens one conversation per stay with the staff welcome first, and returns it again', async () => {
    const s = await setUp();
    const first = await started(s);
    expect(first.session_token).toBe(s.token);
    expect(first.welcome_message).toMatchObject({ sender_type: 'staff', sender_name: 'Hotel Staff' });
    expect(String(first.welcome_message.original_content)).toContain('Welcome to Riverside Test');
    const otherPhone = await loginTestGuest(t.app, s.hotel);
    const again = (await s.start(otherPhone)).json<{ conversation: { id: number; messages: unknown[] } }>();
    expect(again.conversation.id).toBe(first.conversation.id);
    expect(again.conversation.messages).toHaveLength(1);
    const active = await t.app.inject({ url: '/api/chat/active/', headers: auth(s.token) });
    expect(active.json().conversations.map((c: { id: number }) => c.id)).toEqual([first.conversation.id]);
  });

  it('is refused when the hotel has no chat (HOTEL-SEA), or for another hotel id', async () => {
    const s = await setUp({ chatEnabled: false });
    const response = await s.start();
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      detail: 'Chat is not available at this hotel.',
      code: 'chat_disabled',
    });
    expect((await t.app.inject({ url: '/api/chat/active/', headers: auth(s.token) })).statusCode).toBe(403);
    const enabled = await setUp();
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/chat/start/',
      headers: auth(enabled.token),
      payload: { hotel_id: s.hotel.uniqueId },
    });
    expect(other.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/chat/start/',
          payload: { hotel_id: s.hotel.uniqueId },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('the concierge', () => {
  it("answers a question the hotel's data answers, quoting it, live on the guest's feed", async () => {
    const s = await setUp();
    const { conversation } = await started(s);
    const guestFeed = connectLive(base, liveSocketPaths.guest(s.hotel.uniqueId, s.token));
    await guestFeed.opened;
    const sent = await s.send(conversation.id, 'What time is breakfast?');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().guest_message).toMatchObject({
      sender_type: 'guest',
      original_content: 'What time is breakfast?',
      translated_content: 'What time is breakfast?',
    });
    const live = await guestFeed.next((m) => m.type === 'chat_message' && m.sender_type === 'ai');
    expect(live).toMatchObject({ sender_name: 'AI Assistant', conversation_id: conversation.id });
    expect((live as { message: string }).message).toContain(BREAKFAST);
    // The guest app raises the notification from the chat message; nothing is pushed twice.
    await guestFeed.expectNothing((m) => m.type === 'notification');
    const stored = await s.messages(conversation.id);
    expect(stored.map((m) => m.sender_type)).toEqual(['staff', 'guest', 'ai']);
    expect(stored[2]).toMatchObject({ handoff: false });
    await guestFeed.close();
  });

  it("words its own sentences in the guest's language, and keeps them in English for staff", async () => {
    const s = await setUp();
    const language = await t.app.inject({
      method: 'POST',
      url: '/api/languages/set/',
      headers: auth(s.token),
      payload: { language: 'de' },
    });
    expect(language.statusCode).toBe(200);
    const { conversation, welcome_message: welcome } = await started(s);
    expect(String(welcome.original_content)).toContain('Welcome to Riverside Test');
    expect(String(welcome.translated_content)).toMatch(/^Willkommen im Riverside Test/);
    await s.send(conversation.id, 'What time is breakfast?');
    await s.send(conversation.id, 'Can you recommend a tailor for a wedding suit?');
    await chatConciergeOf(t.ctx).settled();
    const [found, handedOver] = (await s.messages(conversation.id)).filter((m) => m.sender_type === 'ai');
    expect(String(found!.original_content)).toMatch(/^Here is what I found in Riverside Test/);
    // The hotel's fact, quoted as written (no translation provider here), between German sentences.
    expect(String(found!.translated_content)).toMatch(
      new RegExp(`^Das habe ich in den Informationen von Riverside Test.*gefunden:\n• ${BREAKFAST}`),
    );
    expect(String(handedOver!.original_content)).toContain('passed your question to our staff');
    expect(String(handedOver!.translated_content)).toContain('an unser Team weitergegeben');
  });

  it('hands a question it cannot answer to staff, who get an alert and an unread count', async () => {
    const s = await setUp();
    const { conversation } = await started(s);
    const consoleSocket = connectLive(base, STAFF_SOCKET_PATH, { headers: { cookie: s.staff.cookie } });
    await consoleSocket.opened;
    await s.send(conversation.id, 'Can you recommend a tailor for a wedding suit?');
    await chatConciergeOf(t.ctx).settled();
    const alert = await consoleSocket.next((m) => m.type === 'staff_update' && m.action === 'handed_off');
    expect(alert).toMatchObject({ topic: 'chat', id: conversation.id });
    const stored = await s.messages(conversation.id);
    expect(stored.at(-1)).toMatchObject({ sender_type: 'ai', handoff: true });
    expect(String(stored.at(-1)!.original_content)).toContain('passed your question to our staff');
    const inbox = (await s.staffCall('GET', 'conversations/')).json().conversations;
    expect(inbox[0]).toMatchObject({
      id: conversation.id,
      room: '101',
      family_name: 'Tanaka',
      language: 'en',
      handler: 'ai',
      unread_count: 1,
      handed_off_at: expect.any(String),
    });
    // Handed over: a further question waits for a person instead of being answered again.
    await s.send(conversation.id, 'Hello?');
    await chatConciergeOf(t.ctx).settled();
    expect((await s.messages(conversation.id)).at(-1)).toMatchObject({ sender_type: 'guest' });
    await consoleSocket.close();
  });

  it('passes a guest who asks for a person straight to staff', async () => {
    const s = await setUp();
    const { conversation } = await started(s);
    await s.send(conversation.id, 'Can I talk to a real person about breakfast?');
    await chatConciergeOf(t.ctx).settled();
    expect((await s.messages(conversation.id)).at(-1)).toMatchObject({ sender_type: 'ai', handoff: true });
  });
});

describe('staff in the conversation', () => {
  it("delivers a staff reply live to the guest's and the hotel's sockets, and the AI stops answering", async () => {
    const s = await setUp();
    const { conversation } = await started(s);
    const guestFeed = connectLive(base, liveSocketPaths.guest(s.hotel.uniqueId, s.token));
    const chatSocket = connectLive(base, liveSocketPaths.channel('chat', s.token, conversation.id));
    const staffChat = connectLive(base, `/ws/chat/?conversation_id=${conversation.id}`, {
      headers: { cookie: s.staff.cookie },
    });
    await Promise.all([guestFeed.opened, chatSocket.opened, staffChat.opened]);

    await s.send(conversation.id, 'Is the pool heated?');
    expect(await staffChat.next((m) => m.type === 'chat_message' && m.sender_type === 'guest')).toMatchObject(
      {
        original_content: 'Is the pool heated?',
      },
    );
    await chatConciergeOf(t.ctx).settled();

    const typing = await s.staffCall('POST', `conversations/${conversation.id}/typing/`, { is_typing: true });
    expect(typing.statusCode).toBe(200);
    expect(await chatSocket.next((m) => m.type === 'chat_typing')).toMatchObject({
      sender_type: 'staff',
      is_typing: true,
      conversation_id: conversation.id,
    });
    const reply = await s.staffCall('POST', `conversations/${conversation.id}/messages/`, {
      message: 'Yes, it is kept at 28 °C.',
    });
    expect(reply.statusCode).toBe(200);
    const isReply = (m: LiveServerMessage) => m.type === 'chat_message' && m.sender_type === 'staff';
    for (const socket of [guestFeed, chatSocket, staffChat])
      expect(await socket.next(isReply)).toMatchObject({
        message: 'Yes, it is kept at 28 °C.',
        sender_name: 'Hotel Staff',
      });
    await guestFeed.expectNothing((m) => m.type === 'notification', 100);
    const detail = (await s.staffCall('GET', `conversations/${conversation.id}/`)).json();
    expect(detail.conversation).toMatchObject({
      handler: 'staff',
      taken_by: { name: 'Test Staff' },
      unread_count: 0,
    });

    // Guest typing reaches the staff chat socket.
    const guestTyping = await t.app.inject({
      method: 'POST',
      url: `/api/chat/typing/${conversation.id}/`,
      headers: auth(s.token),
      payload: { is_typing: true, sender_type: 'guest' },
    });
    expect(guestTyping.statusCode).toBe(200);
    expect(await staffChat.next((m) => m.type === 'chat_typing')).toMatchObject({
      sender_type: 'guest',
      is_typing: true,
    });

    await s.send(conversation.id, 'What time is breakfast?');
    await chatConciergeOf(t.ctx).settled();
    expect((await s.messages(conversation.id)).at(-1)).toMatchObject({ sender_type: 'guest' });

    const closed = await s.staffCall('POST', `conversations/${conversation.id}/close/`);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const late = await s.send(conversation.id, 'One more thing');
    expect(late.statusCode).toBe(409);
    const history = await t.app.inject({ url: '/api/chat/history/', headers: auth(s.token) });
    expect(history.json().conversations[0]).toMatchObject({ id: conversation.id, status: 'closed' });
    // A new start after closing opens a new conversation.
    expect((await started(s)).conversation.id).not.toBe(conversation.id);
    await Promise.all([guestFeed.close(), chatSocket.close(), staffChat.close()]);
  });

  it('take-over marks who has it; read clears the unread count', async () => {
    const s = await setUp();
    const { conversation } = await started(s);
    await s.send(conversation.id, 'Hello there');
    await chatConciergeOf(t.ctx).settled();
    const taken = await s.staffCall('POST', `conversations/${conversation.id}/take-over/`);
    expect(taken.json()).toMatchObject({ handler: 'staff', handed_off_at: null, unread_count: 1 });
    const read = await s.staffCall('POST', `conversations/${conversation.id}/read/`);
    expect(read.json()).toMatchObject({ unread_count: 0 });
  });
});

describe('scoping and safety', () => {
  it("refuses another guest's conversation over HTTP and on the chat socket, and other hotels' staff", async () => {
    const s = await setUp();
    const { conversation } = await started(s);
    const neighbour = await addTestGuest(t.ctx, s.hotel);
    const neighbourToken = await loginTestGuest(t.app, neighbour);
    for (const response of [
      await s.send(conversation.id, 'hi', neighbourToken),
      await t.app.inject({ url: `/api/chat/messages/${conversation.id}/`, headers: auth(neighbourToken) }),
      await t.app.inject({
        method: 'POST',
        url: `/api/chat/${conversation.id}/end/`,
        headers: auth(neighbourToken),
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Conversation not found.');
    }
    expect(await refusal(base, liveSocketPaths.channel('chat', neighbourToken, conversation.id))).toEqual({
      code: 4403,
      reason: 'This session is not part of that conversation.',
    });
    const elsewhere = await setUp();
    expect((await elsewhere.staffCall('GET', `conversations/${conversation.id}/`)).statusCode).toBe(404);
    expect(
      (await elsewhere.staffCall('POST', `conversations/${conversation.id}/messages/`, { message: 'x' }))
        .statusCode,
    ).toBe(404);
    const foreignStaff = connectLive(base, `/ws/chat/?conversation_id=${conversation.id}`, {
      headers: { cookie: elsewhere.staff.cookie },
    });
    expect((await foreignStaff.closed).code).toBe(4403);
    // A neighbour's all-conversations socket never hears this conversation.
    const neighbourChat = connectLive(base, liveSocketPaths.channel('chat', neighbourToken));
    await neighbourChat.opened;
    await s.send(conversation.id, 'private');
    await neighbourChat.expectNothing();
    await neighbourChat.close();
    const kitchen = await createTestStaff(t.app, t.ctx, s.hotel.hotelId, 'kitchen');
    expect(
      (await t.app.inject({ url: '/api/staff/chat/conversations/', headers: auth(kitchen.token) }))
        .statusCode,
    ).toBe(403);
  });

  it('stores script text as text, bounds the length and refuses blank messages', async () => {
    const s = await setUp();
    const { conversation } = await started(s);
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const sent = await s.send(conversation.id, script);
    expect(sent.json().guest_message.original_content).toBe(script);
    expect((await s.messages(conversation.id))[1]).toMatchObject({ original_content: script });
    expect((await s.send(conversation.id, '   ')).statusCode).toBe(400);
    const long = await s.send(conversation.id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toContain('Message is too long');
  });

  it('limits how fast one session sends', async () => {
    const s = await setUp();
    const { conversation } = await started(s);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await s.send(conversation.id, `message ${i}`)).statusCode);
    await chatConciergeOf(t.ctx).settled();
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('FAQ editor', () => {
  it('adds, changes and removes entries of the own hotel only', async () => {
    const s = await setUp();
    const list = (await s.staffCall('GET', 'faq/')).json().entries;
    expect(list).toHaveLength(1);
    const id = list[0].id as number;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/chat/faq/${id}/`,
      headers: auth(s.staff.token),
      payload: { question: 'When is breakfast?', answer: 'From 07:00 to 11:00.' },
    });
    expect(changed.json()).toMatchObject({ id, answer: 'From 07:00 to 11:00.' });
    const elsewhere = await setUp();
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/chat/faq/${id}/`,
      headers: auth(elsewhere.staff.token),
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/chat/faq/${id}/`,
      headers: auth(s.staff.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await s.staffCall('GET', 'faq/')).json().entries).toEqual([]);
    const blank = await s.staffCall('POST', 'faq/', { question: ' ', answer: 'x' });
    expect(blank.statusCode).toBe(400);
  });
});
