import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@hotel/contracts/chat';
import { STORAGE_KEYS, removeStorage, writeStorage } from '../../lib/storage.ts';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/fetch-mock.ts';
import { demoHotel, demoSession } from '../../test/fixtures.ts';
import { renderRoute } from '../../test/render.tsx';
import { useOutboxStore } from '../../lib/outbox/outbox-store.ts';
import { OutboxSender } from '../../components/outbox/waiting-to-send.tsx';
import { ChatButton } from './chat-button.tsx';
import { applyChatLiveMessage, useChatStore } from './chat-store.ts';
import { ChatPage } from './chat-page.lazy.tsx';
import { registerGuestOutboxKinds } from '../../app/outbox-kinds.ts';

// The outbox's kinds of entry, as the shell registers them.
registerGuestOutboxKinds();

const message = (id: number, sender_type: ChatMessage['sender_type'], text: string): ChatMessage => ({
  id,
  conversation_id: 7,
  sender_type,
  sender_name: sender_type === 'guest' ? 'Guest' : sender_type === 'ai' ? 'AI Assistant' : 'Hotel Staff',
  original_content: text,
  translated_content: text,
  timestamp: '2026-03-14T03:00:00.000Z',
  handoff: false,
});
const welcome = message(1, 'staff', 'Welcome to Demo Grand Hotel!');
const conversation = (messages: ChatMessage[]) => ({
  id: 7,
  status: 'open',
  handler: 'ai',
  guest_session: { booking: { id: 42 } },
  welcome_message: welcome,
  messages,
  created_at: '2026-03-14T03:00:00.000Z',
});

/** What the phone's fetch does when the network is away. */
const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

function chatServer(
  options: {
    active?: ChatMessage[];
    chatEnabled?: boolean;
    start?: () => Response;
    /** Answers GET /api/chat/messages/{id}/ instead of conversation 7's messages. */
    messages?: (conversationId: string) => Response | Promise<Response>;
    /** Read at each request: while it says so, no request gets an answer. */
    offline?: () => boolean;
    /** Answers POST /api/chat/7/message/ instead of storing each send as a new message. */
    send?: (request: RecordedRequest) => Response | Promise<Response>;
  } = {},
) {
  let nextMessageId = 50;
  return mockFetch((request: RecordedRequest) => {
    if (options.offline?.()) return noNetwork();
    const path = request.url.split('?')[0] ?? '';
    const messagesOf = /^\/api\/chat\/messages\/(\d+)\/$/.exec(path)?.[1];
    if (messagesOf && options.messages) return options.messages(messagesOf);
    if (path === '/api/hotels/HOTEL-DEMO/')
      return jsonResponse(200, { ...demoHotel, subscription: { chat_enabled: options.chatEnabled ?? true } });
    if (path === '/api/guest-session/') return jsonResponse(200, demoSession);
    if (path === '/api/chat/active/')
      return jsonResponse(200, { conversations: options.active ? [conversation(options.active)] : [] });
    if (path === '/api/chat/start/')
      return (
        options.start?.() ??
        jsonResponse(200, {
          session_token: 'token',
          welcome_message: welcome,
          conversation: conversation([welcome]),
        })
      );
    if (path === '/api/chat/messages/7/')
      return jsonResponse(200, { conversation_id: 7, messages: [welcome] });
    if (path === '/api/chat/7/message/' && options.send) return options.send(request);
    if (path === '/api/chat/7/message/') {
      const text = (request.body as { message: string }).message;
      return jsonResponse(200, { guest_message: message(nextMessageId++, 'guest', text) });
    }
    if (path === '/api/chat/typing/7/') return jsonResponse(200, { ok: true });
    return jsonResponse(404, { detail: 'Not found.' });
  });
}

beforeEach(() => {
  writeStorage(STORAGE_KEYS.sessionToken, 'token');
  writeStorage(STORAGE_KEYS.hotelId, 'HOTEL-DEMO');
  useChatStore.getState().reset();
  for (const entry of useOutboxStore.getState().entries) useOutboxStore.getState().remove(entry.key);
});
afterEach(() => useChatStore.setState({ viewing: 0 }));

const renderButton = () => renderRoute(<ChatButton />, { path: '/dashboard', url: '/dashboard' });

describe('floating chat button and the Chat with Staff dialog', () => {
  it('starts a conversation with the staff welcome first, sends with Enter, and shows replies live as text', async () => {
    const { requests } = chatServer();
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with Staff' }));
    // The dialog's code loads on this first open: slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Staff' }, { timeout: 10_000 });
    expect(await within(dialog).findByText('Welcome to Demo Grand Hotel!')).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/chat/start/')?.body).toEqual({ hotel_id: 'HOTEL-DEMO' });

    const input = within(dialog).getByRole('textbox', { name: 'Type a message…' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: 'What time is breakfast?' } });
    expect(send.hasAttribute('disabled')).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(dialog).findByText('What time is breakfast?')).toBeTruthy();
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
    expect(requests.some((r) => r.url === '/api/chat/typing/7/')).toBe(true);

    act(() => {
      applyChatLiveMessage({
        type: 'chat_typing',
        conversation_id: 7,
        sender_type: 'staff',
        is_typing: true,
      });
    });
    expect(within(dialog).getByText('Hotel Staff is typing…')).toBeTruthy();
    const script = '<img src=x onerror=alert(1)>';
    act(() => {
      const live = { type: 'chat_message', ...message(51, 'ai', script), message: script };
      applyChatLiveMessage(live);
      applyChatLiveMessage(live);
    });
    expect(within(dialog).getAllByText(script)).toHaveLength(1);
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).queryByText('Hotel Staff is typing…')).toBeNull();
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toContain('Welcome');
    expect(items[1]).toContain('You');
    expect(items[2]).toContain('AI Assistant');
    // Read while open: no badge.
    expect(useChatStore.getState().unread).toBe(0);
  }, 20_000);

  it('loads the active conversation instead of starting one, and counts replies that arrive while closed', async () => {
    const { requests } = chatServer({ active: [welcome, message(2, 'guest', 'Hello')] });
    renderButton();
    const button = await screen.findByRole('button', { name: 'Chat with Staff' });
    act(() => {
      applyChatLiveMessage({ type: 'chat_message', ...message(3, 'staff', 'Hi, how can we help?') });
      applyChatLiveMessage({ type: 'chat_message', ...message(4, 'guest', 'from my other phone') });
    });
    expect(button.getAttribute('aria-label')).toBe('Chat with Staff, 1 new message');
    expect(within(button).getByText('1')).toBeTruthy();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Hello')).toBeTruthy();
    expect(within(dialog).getByText('Hi, how can we help?')).toBeTruthy();
    expect(requests.some((r) => r.url === '/api/chat/start/')).toBe(false);
    expect(useChatStore.getState().unread).toBe(0);
  });

  it('shows Error with Retry when starting fails, and retries', async () => {
    let fail = true;
    chatServer({
      start: () =>
        fail
          ? jsonResponse(403, { detail: 'Chat is not available at this hotel.' })
          : jsonResponse(200, {
              session_token: 'token',
              welcome_message: welcome,
              conversation: conversation([welcome]),
            }),
    });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with Staff' }));
    expect(await screen.findByText('Error: Chat is not available at this hotel.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Welcome to Demo Grand Hotel!')).toBeTruthy();
  });

  it('says booking details are missing without a hotel, and is absent without chat or a session', async () => {
    chatServer({ chatEnabled: false });
    const { unmount } = renderButton();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Chat with Staff' })).toBeNull());
    unmount();
    removeStorage(STORAGE_KEYS.sessionToken);
    chatServer();
    renderButton();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Chat with Staff' })).toBeNull();
  });
});

describe('a message written while the phone is offline', () => {
  it('stays in the conversation as waiting, with a note in the guest’s words, and goes when the network is back', async () => {
    let offline = false;
    const { requests } = chatServer({ offline: () => offline });
    // The shell sends what waits on the phone; here beside the button, as in the app.
    renderRoute(
      <>
        <ChatButton />
        <OutboxSender />
      </>,
      { path: '/dashboard', url: '/dashboard' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Staff' });
    await within(dialog).findByText('Welcome to Demo Grand Hotel!');
    const input = within(dialog).getByRole('textbox', { name: 'Type a message…' });

    offline = true;
    fireEvent.change(input, { target: { value: 'Two more towels, please' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const list = within(dialog).getByRole('list', { name: 'Messages' });
    const bubble = (text: string) => within(list).queryByText(text)?.closest('li')?.textContent;
    // The shell's sender tries it at once, and it waits again when that gets no answer either.
    await waitFor(() => expect(bubble('Two more towels, please')).toContain('Waiting to send'));
    expect(within(dialog).getByRole('status').textContent).toBe(
      'You are offline. It is kept on your phone and sent as soon as the connection is back.',
    );
    expect(dialog.textContent).not.toContain('Network request failed');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
    // Kept on the phone, not in this screen's memory: a reload or a closed dialog does not lose it.
    expect(useOutboxStore.getState().entries).toMatchObject([
      { kind: 'chat', conversationId: 7, payload: { message: 'Two more towels, please' } },
    ]);
    const firstKey = requests.find((r) => r.url === '/api/chat/7/message/')?.headers['Idempotency-Key'];
    expect(useOutboxStore.getState().entries[0]?.key).toBe(firstKey);

    // A second one, written while the first still waits, goes after it.
    fireEvent.change(input, { target: { value: 'And a toothbrush' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bubble('And a toothbrush')).toContain('Waiting to send'));

    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(useOutboxStore.getState().entries).toEqual([]));
    const sends = requests.filter((r) => r.url === '/api/chat/7/message/');
    const sent = sends.map((r) => (r.body as { message: string }).message);
    expect(sent.slice(-2)).toEqual(['Two more towels, please', 'And a toothbrush']);
    // Every try of the first message, from the composer's own to the last from the outbox, under one key.
    const towelKeys = sends
      .filter((r) => (r.body as { message: string }).message === 'Two more towels, please')
      .map((r) => r.headers['Idempotency-Key']);
    expect(towelKeys.length).toBeGreaterThan(1);
    expect(new Set(towelKeys)).toEqual(new Set([firstKey]));
    // Shown as the hotel has them now: no longer waiting, and no note.
    expect(bubble('Two more towels, please')).toBeTruthy();
    expect(bubble('And a toothbrush')).toBeTruthy();
    expect(list.textContent).not.toContain('Waiting to send');
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('goes again under the key of its first attempt when that attempt’s answer was lost, and shows once', async () => {
    // The hotel as the server is: a message stored per Idempotency-Key, answered again for the same key.
    const stored = new Map<string, ChatMessage>();
    let loseAnswer = true;
    const { requests } = chatServer({
      send: (request) => {
        const key = request.headers['Idempotency-Key'] ?? '';
        const text = (request.body as { message: string }).message;
        if (!stored.has(key)) stored.set(key, message(50 + stored.size, 'guest', text));
        if (loseAnswer) {
          loseAnswer = false;
          return noNetwork();
        }
        return jsonResponse(200, { guest_message: stored.get(key) });
      },
    });
    renderRoute(
      <>
        <ChatButton />
        <OutboxSender />
      </>,
      { path: '/dashboard', url: '/dashboard' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Staff' });
    await within(dialog).findByText('Welcome to Demo Grand Hotel!');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Type a message…' }), {
      target: { value: 'Two more towels, please' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    const list = within(dialog).getByRole('list', { name: 'Messages' });
    // Lost, kept in the outbox, and sent from there at once (the network is there): the hotel's answer shows.
    await waitFor(() => expect(within(list).getByText('Two more towels, please')).toBeTruthy());
    await waitFor(() => expect(useOutboxStore.getState().entries).toEqual([]));
    const sends = requests.filter((r) => r.url === '/api/chat/7/message/');
    expect(sends).toHaveLength(2);
    const [firstKey, resentKey] = sends.map((r) => r.headers['Idempotency-Key']);
    expect(firstKey).toMatch(/\S/);
    expect(resentKey).toBe(firstKey);
    expect(stored.size).toBe(1);
    expect(within(list).getAllByText('Two more towels, please')).toHaveLength(1);
    expect(list.textContent).not.toContain('Waiting to send');
  });

  it('goes again under the same key when the guest sends the same text after a failure, and a new message under a new one', async () => {
    let failNext = true;
    const { requests } = chatServer({
      send: (request) => {
        const text = (request.body as { message: string }).message;
        if (failNext) {
          failNext = false;
          return jsonResponse(503, { detail: 'The hotel system is briefly unavailable.' });
        }
        return jsonResponse(200, { guest_message: message(60 + requests.length, 'guest', text) });
      },
    });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Staff' });
    await within(dialog).findByText('Welcome to Demo Grand Hotel!');
    const input = within(dialog).getByRole('textbox', { name: 'Type a message…' });
    const sendText = (text: string) => {
      fireEvent.change(input, { target: { value: text } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    };
    sendText('Is the pool open?');
    expect(await within(dialog).findByText(/briefly unavailable/)).toBeTruthy();
    sendText('Is the pool open?');
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
    sendText('Is the pool open?');
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/chat/7/message/')).toHaveLength(3));
    const keys = requests
      .filter((r) => r.url === '/api/chat/7/message/')
      .map((r) => r.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    // Sent and answered: the same words again are a new message.
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says the hotel cannot be reached, in the guest’s words, when the conversation cannot load', async () => {
    let offline = true;
    chatServer({
      messages: () =>
        offline ? noNetwork() : jsonResponse(200, { conversation_id: 7, messages: [welcome] }),
    });
    renderRoute(<ChatPage />, { path: '/chat/:id', url: '/chat/7' });
    expect(
      await screen.findByText('Error: Could not reach the hotel. Check your connection and try again.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('Network request failed');
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Welcome to Demo Grand Hotel!')).toBeTruthy();
  });
});

describe('/chat/:id', () => {
  it('shows the conversation a notification leads to', async () => {
    chatServer();
    renderRoute(<ChatPage />, { path: '/chat/:id', url: '/chat/7' });
    expect(await screen.findByText('Welcome to Demo Grand Hotel!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Chat with Staff' })).toBeTruthy();
  });

  it('says a conversation that is not the guest’s was not found, without a Retry, and offers their chat and home', async () => {
    const { requests } = chatServer({
      messages: () =>
        jsonResponse(404, { detail: 'Conversation not found.', code: 'conversation_not_found' }),
    });
    renderRoute(<ChatPage />, { path: '/chat/:id', url: '/chat/999' });
    expect(await screen.findByText('This conversation was not found.')).toBeTruthy();
    expect(requests.some((r) => r.url === '/api/chat/messages/999/')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/dashboard');
    // Their own conversation, in the dialog the floating button opens.
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat with Staff' });
    expect(await within(dialog).findByText('Welcome to Demo Grand Hotel!')).toBeTruthy();
  });

  it('says why when chat is closed to the guest (403), with the way home and no Retry', async () => {
    chatServer({
      chatEnabled: false,
      messages: () =>
        jsonResponse(403, { detail: 'Chat is not available at this hotel.', code: 'chat_disabled' }),
    });
    renderRoute(<ChatPage />, { path: '/chat/:id', url: '/chat/7' });
    expect(await screen.findByText('Chat is not available at this hotel.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat with Staff' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });

  it('reports missing booking details', async () => {
    chatServer();
    removeStorage(STORAGE_KEYS.hotelId);
    removeStorage(STORAGE_KEYS.hotelUniqueId);
    renderRoute(<ChatPage />, { path: '/chat/:id', url: '/chat/7' });
    expect(
      await screen.findByText('Could not establish chat connection. Missing booking details.'),
    ).toBeTruthy();
  });
});
