import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChatMessage, StaffChatSummary } from '@hotel/contracts/chat';
import { permissionsOfRole } from '@hotel/contracts/staff';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import { AttentionContext } from '../../lib/attention-store.ts';
import { useChatAttention } from './chat-attention.ts';
import ChatInboxPage from './chat-inbox-page.tsx';
import FaqPage from './faq-page.tsx';

const message = (
  id: number,
  sender_type: ChatMessage['sender_type'],
  text: string,
  handoff = false,
): ChatMessage => ({
  id,
  conversation_id: 5,
  sender_type,
  sender_name: sender_type === 'ai' ? 'AI Assistant' : sender_type === 'staff' ? 'Hotel Staff' : 'Guest',
  original_content: text,
  translated_content: text,
  timestamp: '2026-11-24T02:00:00.000Z',
  handoff,
});

const handedOver: StaffChatSummary = {
  id: 5,
  status: 'open',
  handler: 'ai',
  booking_id: 9,
  room: '101',
  family_name: 'Tanaka',
  language: 'es',
  taken_by: null,
  handed_off_at: '2026-11-24T02:00:00.000Z',
  unread_count: 2,
  last_message: null,
  updated_at: '2026-11-24T02:00:00.000Z',
};

/** The console's attention with the chat's queue only, as the console layout provides it. */
function WithChatAttention({ children }: { children: React.ReactNode }) {
  const chat = useChatAttention(true);
  return (
    <AttentionContext.Provider value={{ queues: { chat }, seen: new Set(), markSeen: () => undefined }}>
      {children}
    </AttentionContext.Provider>
  );
}

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function renderWithServer(element: React.ReactElement, answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const call = {
        url: input,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      return new Response(JSON.stringify(answer(call)), { status: 200 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, {
    staff: { id: 1, email: 'a@b.test', name: 'Pat', role: 'front_desk', active: true, location_scope: null },
    hotel: {
      unique_id: 'HOTEL-DEMO',
      name: 'Demo',
      timezone: 'Asia/Bangkok',
      currency_symbol: '฿',
      primary_color: '#1f5f8b',
      small_logo_url: null,
    },
    permissions: permissionsOfRole('front_desk'),
    csrf_token: 'csrf',
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  });
  render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
  return calls;
}

describe('chat inbox', () => {
  it('alerts a handed-over conversation, marks AI answers, takes over, replies with Enter and marks read', async () => {
    let summary = handedOver;
    const calls = renderWithServer(
      <WithChatAttention>
        <ChatInboxPage />
      </WithChatAttention>,
      (call) => {
        if (call.url.startsWith('/api/staff/chat/conversations/?')) return { conversations: [summary] };
        if (call.url === '/api/staff/chat/conversations/5/')
          return {
            conversation: summary,
            messages: [
              message(1, 'staff', 'Welcome!'),
              message(2, 'guest', '<b>Is the spa open?</b>'),
              message(3, 'ai', 'I have passed your question to our staff.', true),
            ],
          };
        if (call.url.endsWith('/take-over/')) {
          summary = { ...summary, handler: 'staff', handed_off_at: null, taken_by: { id: 1, name: 'Pat' } };
          return summary;
        }
        if (call.url.endsWith('/read/')) {
          summary = { ...summary, unread_count: 0 };
          return summary;
        }
        if (call.url.endsWith('/messages/')) return message(4, 'staff', 'It opens at 09:00.');
        return { ok: true };
      },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('1 guest is waiting for a person');
    const row = screen.getByRole('button', { name: /Room 101 · Tanaka/ });
    expect(row.textContent).toContain('Needs a person');
    expect(row.textContent).toContain('Spanish');
    expect(within(row).getByText('2 unread messages')).toBeTruthy();

    fireEvent.click(row);
    const panel = await screen.findByRole('region', { name: 'Room 101' });
    expect(await within(panel).findByText('<b>Is the spa open?</b>')).toBeTruthy();
    expect(panel.querySelector('b')).toBeNull();
    expect(within(panel).getByText('AI answer')).toBeTruthy();
    expect(within(panel).getByText('Handed to staff')).toBeTruthy();
    // The conversation's own header says the same as its row: nobody is answering it.
    expect(within(panel).getByText(/Needs a person/)).toBeTruthy();
    expect(within(panel).queryByText(/AI concierge answering/)).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/5/read/'))).toBe(true));

    fireEvent.click(within(panel).getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/5/take-over/'))).toBe(true));
    expect(await within(panel).findByText(/Taken by Pat/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    const reply = within(panel).getByLabelText('Reply');
    fireEvent.change(reply, { target: { value: 'It opens at 09:00.' } });
    fireEvent.keyDown(reply, { key: 'Enter' });
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/5/messages/'))?.body).toEqual({
        message: 'It opens at 09:00.',
      }),
    );
    expect(calls.some((call) => call.url.endsWith('/5/typing/'))).toBe(true);
    await waitFor(() => expect((reply as HTMLTextAreaElement).value).toBe(''));
  });
});

describe('concierge FAQ', () => {
  it('adds a question with its answer', async () => {
    const entries: { id: number; question: string; answer: string; updated_at: string }[] = [];
    const calls = renderWithServer(<FaqPage />, (call) => {
      if (call.method === 'POST') {
        const entry = {
          id: 1,
          ...(call.body as { question: string; answer: string }),
          updated_at: '2026-11-24T00:00:00Z',
        };
        entries.push(entry);
        return entry;
      }
      return { entries };
    });
    expect(await screen.findByText('No questions yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Is there parking?' } });
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'Yes, in the basement, free.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Yes, in the basement, free.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/staff/chat/faq/',
      body: { question: 'Is there parking?', answer: 'Yes, in the basement, free.' },
    });
  });
});
