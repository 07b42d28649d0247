/**
 * Chat: a guest's message to the staff console's chat socket (guest → server → staff socket), at a steady
 * rate, and the AI concierge's answer back to the guest's socket (retrieval over the demo hotel's data).
 *
 * The server must lift the chat send limit (CHAT_MESSAGES_PER_MINUTE, CHAT_MESSAGE_BURST): one demo guest
 * sends every message.
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { loginDemoGuest } from '../../e2e/support/product-server.ts';
import { countStoredGuestMessages } from '../lib/stored-chat.ts';

export interface ChatLatencyResult {
  what: string;
  targetRatePerSecond: number | null;
  messages: number;
  achievedRatePerSecond: number;
  delivered: number;
  lost: number;
  httpErrors: number;
  firstError?: string;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  httpP50Ms: number;
  httpP99Ms: number;
  /** Answered sends the database does not hold (counted there, when the bench was given it): must be 0. */
  notStored?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number) => Number(value.toFixed(2));
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function call<T>(
  baseUrl: string,
  path: string,
  token: string,
  method = 'GET',
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Token ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function staffToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/staff/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'desk@hotel-demo.test', password: 'demo-staff' }),
  });
  if (!response.ok) throw new Error(`staff login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

function openSocket(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('close', (code, reason) => reject(new Error(`socket closed ${code} ${String(reason)}`)));
  });
}

interface ChatEvent {
  type?: string;
  sender_type?: string;
  original_content?: string;
  conversation_id?: number;
}

/** A fresh conversation of the demo guest, answered by the concierge. */
async function freshConversation(baseUrl: string, guest: string): Promise<number> {
  const start = () =>
    call<{ conversation: { id: number } }>(baseUrl, '/api/chat/start/', guest, 'POST', {
      hotel_id: 'HOTEL-DEMO',
    });
  const existing = await start();
  await call(baseUrl, `/api/chat/${existing.conversation.id}/end/`, guest, 'POST');
  return (await start()).conversation.id;
}

function summarise(
  what: string,
  rate: number | null,
  sent: number,
  seconds: number,
  latencies: number[],
  httpTimes: number[],
  httpErrors: number,
  firstError: string | undefined,
): ChatLatencyResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const http = [...httpTimes].sort((a, b) => a - b);
  return {
    what,
    targetRatePerSecond: rate,
    messages: sent,
    achievedRatePerSecond: round(sent / seconds),
    delivered: latencies.length,
    lost: sent - httpErrors - latencies.length,
    httpErrors,
    ...(firstError && { firstError }),
    p50Ms: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
    httpP50Ms: round(percentile(http, 50)),
    httpP99Ms: round(percentile(http, 99)),
  };
}

/**
 * Guest message → the staff console's chat socket (/ws/chat/?conversation_id=…, signed in with the
 * Authorization header), at `ratePerSecond` for `durationSeconds`. Staff have taken the conversation, so
 * the concierge stays quiet and only the delivery is timed.
 */
export async function benchChatToStaff(
  baseUrl: string,
  ratePerSecond: number,
  durationSeconds = 5,
  databaseUrl?: string,
): Promise<ChatLatencyResult> {
  const guest = await loginDemoGuest(baseUrl);
  const staff = await staffToken(baseUrl);
  const conversationId = await freshConversation(baseUrl, guest);
  await call(baseUrl, `/api/staff/chat/conversations/${conversationId}/take-over/`, staff, 'POST');
  const socket = await openSocket(
    `${baseUrl.replace(/^http/, 'ws')}/ws/chat/?conversation_id=${conversationId}`,
    { authorization: `Token ${staff}` },
  );
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  socket.on('message', (data) => {
    const heard = performance.now();
    const event = JSON.parse(String(data)) as ChatEvent;
    if (event.type !== 'chat_message' || event.sender_type !== 'guest' || !event.original_content) return;
    const sent = sentAt.get(event.original_content);
    if (sent === undefined) return;
    sentAt.delete(event.original_content);
    latencies.push(heard - sent);
  });

  const total = ratePerSecond * durationSeconds;
  const httpTimes: number[] = [];
  const answered: string[] = [];
  const inFlight: Promise<void>[] = [];
  let httpErrors = 0;
  let firstError: string | undefined;
  let fired = 0;
  const started = performance.now();
  while (fired < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * ratePerSecond));
    for (; fired < due; fired += 1) {
      const text = `bench message ${fired} ${started}`;
      const sent = performance.now();
      sentAt.set(text, sent);
      inFlight.push(
        call(baseUrl, `/api/chat/${conversationId}/message/`, guest, 'POST', { message: text }).then(
          () => {
            httpTimes.push(performance.now() - sent);
            answered.push(text);
          },
          (error: unknown) => {
            httpErrors += 1;
            firstError ??= String(error);
            sentAt.delete(text);
          },
        ),
      );
    }
    await sleep(2);
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  const deadline = performance.now() + 2_000;
  while (sentAt.size > 0 && performance.now() < deadline) await sleep(20);
  socket.close();
  await call(baseUrl, `/api/staff/chat/conversations/${conversationId}/close/`, staff, 'POST');
  const result = summarise(
    'Guest message → staff chat socket',
    ratePerSecond,
    total,
    seconds,
    latencies,
    httpTimes,
    httpErrors,
    firstError,
  );
  if (!databaseUrl) return result;
  const stored = await countStoredGuestMessages(databaseUrl, conversationId, answered);
  return { ...result, notStored: answered.length - stored };
}

/**
 * Guest question → the concierge's answer on the guest's socket, one question at a time: the retrieval
 * over the hotel's facts (FAQ, hours, menu, activities with their free slots, tourist information) is
 * in every figure.
 */
export async function benchConciergeAnswer(baseUrl: string, questions = 200): Promise<ChatLatencyResult> {
  const guest = await loginDemoGuest(baseUrl);
  const conversationId = await freshConversation(baseUrl, guest);
  const socket = await openSocket(
    `${baseUrl.replace(/^http/, 'ws')}/ws/chat/?token=${encodeURIComponent(guest)}&conversation_id=${conversationId}`,
  );
  let answered: (() => void) | undefined;
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as ChatEvent;
    if (event.type === 'chat_message' && event.sender_type === 'ai') answered?.();
  });
  const asks = ['What time is breakfast?', 'How much is the Pad Thai?', 'Is there an airport shuttle?'];
  const latencies: number[] = [];
  const httpTimes: number[] = [];
  let httpErrors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  for (let index = 0; index < questions; index += 1) {
    const sent = performance.now();
    const heard = new Promise<boolean>((resolve) => {
      answered = () => resolve(true);
      setTimeout(() => resolve(false), 5_000);
    });
    try {
      await call(baseUrl, `/api/chat/${conversationId}/message/`, guest, 'POST', {
        message: asks[index % asks.length],
      });
      httpTimes.push(performance.now() - sent);
    } catch (error) {
      httpErrors += 1;
      firstError ??= String(error);
      continue;
    }
    if (await heard) latencies.push(performance.now() - sent);
  }
  const seconds = (performance.now() - started) / 1000;
  socket.close();
  await call(baseUrl, `/api/chat/${conversationId}/end/`, guest, 'POST');
  return summarise(
    'Guest question → concierge answer on the guest socket (one at a time)',
    null,
    questions,
    seconds,
    latencies,
    httpTimes,
    httpErrors,
    firstError,
  );
}
