import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatConversation, ChatMessage } from '@hotel/contracts/chat';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage.ts';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock.ts';
import { demoHotel, demoSession } from '../../test/fixtures.ts';
import { renderRoute } from '../../test/render.tsx';
import { ChatButton } from './chat-button.tsx';
import { ChatPage } from './chat-page.lazy.tsx';
import { useChatStore } from './chat-store.ts';

const message = (
  id: number,
  conversationId: number,
  sender_type: ChatMessage['sender_type'],
  text: string,
): ChatMessage => ({
  id,
  conversation_id: conversationId,
  sender_type,
  sender_name: sender_type === 'guest' ? 'Guest' : 'Hotel Staff',
  original_content: text,
  translated_content: text,
  timestamp: '2026-03-14T03:00:00.000Z',
  handoff: false,
});
const welcome = (conversationId: number) =>
  message(conversationId * 100, conversationId, 'staff', `Welcome to conversation ${conversationId}`);
const conversation = (
  id: number,
  status: ChatConversation['status'],
  createdAt: string,
  messages: ChatMessage[] = [welcome(id)],
): ChatConversation => ({
  id,
  status,
  handler: 'ai',
  guest_session: { booking: { id: 42 } },
  welcome_message: welcome(id),
  messages,
  created_at: createdAt,
});

/**
 * The hotel as the server behaves: one open conversation per stay (7 at first), ended by POST …/end/, a new one
 * (8) started when none is open, and every conversation of the stay in the history.
 */
function chatServer(options: { history?: ChatConversation[]; closedByStaff?: boolean } = {}) {
  const conversations = new Map<number, ChatConversation>([
    [7, conversation(7, 'open', '2026-03-14T03:00:00.000Z', [welcome(7), message(701, 7, 'guest', 'Hello')])],
  ]);
  if (options.closedByStaff) conversations.get(7)!.status = 'closed';
  let nextMessageId = 900;
  return mockFetch((request: RecordedRequest) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api/hotels/HOTEL-DEMO/')
      return jsonResponse(200, { ...demoHotel, subscription: { chat_enabled: true } });
    if (path === '/api/guest-session/') return jsonResponse(200, demoSession);
    if (path === '/api/chat/active/')
      return jsonResponse(200, {
        conversations: [...conversations.values()].filter(
          (c) => c.status === 'open' || options.closedByStaff,
        ),
      });
    if (path === '/api/chat/history/')
      return jsonResponse(200, { conversations: options.history ?? [...conversations.values()].reverse() });
    if (path === '/api/chat/start/') {
      const open = [...conversations.values()].find((c) => c.status === 'open');
      const started = open ?? conversation(8, 'open', '2026-03-14T04:00:00.000Z');
      conversations.set(started.id, started);
      return jsonResponse(200, {
        session_token: 'token',
        welcome_message: welcome(started.id),
        conversation: started,
      });
    }
    const end = /^\/api\/chat\/(\d+)\/end\/$/.exec(path)?.[1];
    if (end && request.method === 'POST') {
      conversations.get(Number(end))!.status = 'closed';
      return jsonResponse(200, { id: Number(end), status: 'closed' });
    }
    const sendTo = /^\/api\/chat\/(\d+)\/message\/$/.exec(path)?.[1];
    if (sendTo) {
      const target = conversations.get(Number(sendTo))!;
      if (target.status === 'closed')
        return jsonResponse(409, { detail: 'This conversation has ended.', code: 'conversation_closed' });
      const text = (request.body as { message: string }).message;
      const sent = message(nextMessageId++, target.id, 'guest', text);
      target.messages.push(sent);
      return jsonResponse(200, { guest_message: sent });
    }
    const messagesOf = /^\/api\/chat\/messages\/(\d+)\/$/.exec(path)?.[1];
    if (messagesOf) {
      const found = [...conversations.values(), ...(options.history ?? [])].find(
        (c) => c.id === Number(messagesOf),
      );
      return found
        ? jsonResponse(200, { conversation_id: found.id, messages: found.messages })
        : jsonResponse(404, { detail: 'Conversation not found.', code: 'conversation_not_found' });
    }
    if (/^\/api\/chat\/typing\/\d+\/$/.test(path)) return jsonResponse(200, { ok: true });
    return jsonResponse(404, { detail: 'Not found.' });
  });
}

beforeEach(() => {
  writeStorage(STORAGE_KEYS.sessionToken, 'token');
  writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
  useChatStore.getState().reset();
});
afterEach(() => useChatStore.setState({ viewing: 0 }));

async function openChat() {
  renderRoute(<ChatButton />, { path: '/dashboard', url: '/dashboard' });
  fireEvent.click(await screen.findByRole('button', { name: 'Chat with Staff' }));
  // The dialog's code loads on first open: slow on a busy machine.
  const dialog = await screen.findByRole('dialog', { name: 'Chat with Staff' }, { timeout: 10_000 });
  await within(dialog).findByText('Hello');
  return dialog;
}

const sendText = (dialog: HTMLElement, text: string) => {
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Type a message…' }), {
    target: { value: text },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
};

/** The conversation's messages (a query on the whole dialog would also find the text still in the composer). */
const messageList = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Messages' }));

const ends = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && /\/end\/$/.test(r.url)).map((r) => r.url);

describe('ending the chat', () => {
  it('asks first, sends POST …/end/ once, shows the chat as ended, and the next message starts a new one', async () => {
    const { requests } = chatServer();
    const dialog = await openChat();

    // Keep chatting answers No: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'End chat' }));
    const ask = await screen.findByRole('alertdialog', { name: 'End this chat?' });
    expect(ask.textContent).toContain('closes for good');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep chatting' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(ends(requests)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'End chat' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'End this chat?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'End chat' }));
    expect(
      await within(dialog).findByText('This chat has ended. Your next message starts a new one.'),
    ).toBeTruthy();
    expect(ends(requests)).toEqual(['/api/chat/7/end/']);
    expect(within(dialog).queryByRole('button', { name: 'End chat' })).toBeNull();
    // The ended conversation stays readable.
    expect(within(dialog).getByText('Hello')).toBeTruthy();
    expect(requests.some((r) => r.url === '/api/chat/start/')).toBe(false);

    sendText(dialog, 'One more question');
    await waitFor(() => expect(messageList(dialog).getByText('One more question')).toBeTruthy());
    expect(messageList(dialog).getByText('Welcome to conversation 8')).toBeTruthy();
    const writes = requests
      .filter((r) => r.method === 'POST' && !r.url.includes('/typing/'))
      .map((r) => r.url);
    expect(writes).toEqual(['/api/chat/7/end/', '/api/chat/start/', '/api/chat/8/message/']);
    // The new conversation is a live one again, with its own End chat; the old one's messages are gone from view.
    expect(within(dialog).queryByText('Hello')).toBeNull();
    expect(within(dialog).queryByText(/This chat has ended/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'End chat' })).toBeTruthy();
    // The first test to open the dialog also loads its code and the confirmation's.
  }, 20_000);

  it('follows a conversation staff ended meanwhile: the message refused with 409 goes into a new one', async () => {
    const { requests } = chatServer({ closedByStaff: true });
    const dialog = await openChat();
    sendText(dialog, 'Are you still there?');
    await waitFor(() => expect(messageList(dialog).getByText('Are you still there?')).toBeTruthy());
    expect(messageList(dialog).getByText('Welcome to conversation 8')).toBeTruthy();
    const sends = requests.filter((r) => r.url.endsWith('/message/')).map((r) => r.url);
    expect(sends).toEqual(['/api/chat/7/message/', '/api/chat/8/message/']);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('on /chat/:id, a message after the end goes into a new conversation and the screen follows it', async () => {
    const { requests } = chatServer();
    renderRoute(<ChatPage />, { path: '/chat/:id', url: '/chat/7' });
    await screen.findByText('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'End chat' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End chat' }));
    await screen.findByText(/This chat has ended/);
    sendText(document.body, 'New topic');
    await waitFor(() => expect(messageList(document.body).getByText('New topic')).toBeTruthy());
    expect(messageList(document.body).getByText('Welcome to conversation 8')).toBeTruthy();
    expect(requests.some((r) => r.url === '/api/chat/messages/8/')).toBe(true);
  });
});

describe('earlier conversations', () => {
  it('lists the stay’s ended conversations newest first, and opens one read-only with its messages', async () => {
    const { requests } = chatServer({
      history: [
        conversation(3, 'closed', '2026-03-12T09:00:00.000Z', [
          welcome(3),
          message(301, 3, 'guest', 'Late checkout?'),
        ]),
        conversation(7, 'open', '2026-03-14T03:00:00.000Z'),
        conversation(5, 'closed', '2026-03-13T18:30:00.000Z', [
          welcome(5),
          message(501, 5, 'staff', 'Your taxi is here.'),
        ]),
      ],
    });
    const dialog = await openChat();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Earlier conversations' }));
    expect(await within(dialog).findByRole('heading', { name: 'Earlier conversations' })).toBeTruthy();
    const rows = await within(dialog).findAllByRole('button', { name: /^Conversation from/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Your taxi is here.'),
      expect.stringContaining('Late checkout?'),
    ]);
    // With the hotel and the session token, as SPEC's call list has it.
    const historyCall = new URL(
      requests.find((r) => r.url.startsWith('/api/chat/history/'))!.url,
      'http://guest.test',
    );
    expect(historyCall.searchParams.get('hotel_id')).toBe('HOTEL-DEMO');
    expect(historyCall.searchParams.get('session_token')).toMatch(/token/);

    fireEvent.click(rows[1]!);
    const list = await within(dialog).findByRole('list', { name: 'Messages' });
    expect(await within(list).findByText('Late checkout?')).toBeTruthy();
    expect(within(list).getByText('Welcome to conversation 3')).toBeTruthy();
    expect(within(list).getByText('This conversation has ended.')).toBeTruthy();
    expect(requests.some((r) => r.url === '/api/chat/messages/3/')).toBe(true);
    // Read-only: nothing to write or end.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'End chat' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Earlier conversations' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Back to chat' }));
    expect(await within(dialog).findByText('Hello')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Type a message…' })).toBeTruthy();
  });

  it('says so when there are none, and lists the one just ended', async () => {
    chatServer();
    const dialog = await openChat();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Earlier conversations' }));
    expect(await within(dialog).findByText('No earlier conversations yet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to chat' }));

    fireEvent.click(await within(dialog).findByRole('button', { name: 'End chat' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End chat' }));
    await within(dialog).findByText(/This chat has ended/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Earlier conversations' }));
    const row = await within(dialog).findByRole('button', { name: /^Conversation from/ });
    expect(row.textContent).toContain('Hello');
  });
});
