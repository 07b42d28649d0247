import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelFacts } from './hotel-facts.ts';
import { openAiConcierge } from './openai-concierge.ts';

/**
 * A local server speaking OpenAI's chat-completions wire format: it records each request and answers
 * with the next scripted reply (a tool call, then a final message built from the tool's result).
 */
interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] }>;
  tools: Array<{ function: { name: string } }>;
}

let server: http.Server;
let baseUrl: string;
const requests: ChatRequest[] = [];
const headers: http.IncomingHttpHeaders[] = [];
let script: Array<(request: ChatRequest) => { status?: number; body: unknown }> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as ChatRequest;
      requests.push(body);
      headers.push(req.headers);
      const next = req.url === '/v1/chat/completions' ? script.shift() : undefined;
      const answer = next ? next(body) : { status: 404, body: { error: { message: 'not found' } } };
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const completion = (message: Record<string, unknown>) => ({
  body: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'stop' }],
  },
});
const toolCall = (name: string, args: object) =>
  completion({
    content: null,
    tool_calls: [
      { id: `call_${name}`, type: 'function', function: { name, arguments: JSON.stringify(args) } },
    ],
  });

const facts: HotelFacts = {
  hotelName: 'Demo Riverside Hotel',
  timezone: 'Asia/Bangkok',
  facts: [
    {
      kind: 'faq',
      topic: 'What time is breakfast served?',
      text: 'Breakfast is served every day from 06:30 to 10:30.',
    },
    { kind: 'menu', topic: 'Pad Thai noodles menu price', text: 'Pad Thai: ฿220.00.' },
  ],
};

function concierge(timeoutMs = 2_000) {
  return openAiConcierge({ baseUrl, model: 'test-model', apiKey: 'sk-test', timeoutMs });
}

describe('OpenAI-compatible concierge', () => {
  it("answers in the guest's language with tool calls over the hotel's facts", async () => {
    requests.length = 0;
    script = [
      () => toolCall('search_hotel_information', { query: 'breakfast time' }),
      (request) => {
        const tool = request.messages.find((message) => message.role === 'tool');
        const fact = tool?.content?.includes('06:30 to 10:30') ? '06:30–10:30' : 'unknown';
        return completion({ content: `El desayuno se sirve de ${fact}.` });
      },
    ];
    const answer = await concierge().answer({
      question: '¿A qué hora es el desayuno?',
      language: 'es',
      facts,
      history: [{ role: 'assistant', content: 'Welcome!' }],
    });
    expect(answer).toEqual({ text: 'El desayuno se sirve de 06:30–10:30.', handoff: false });
    expect(requests).toHaveLength(2);
    expect(requests[0]!.model).toBe('test-model');
    expect(headers[0]!.authorization).toBe('Bearer sk-test');
    expect(requests[0]!.tools.map((tool) => tool.function.name)).toEqual([
      'search_hotel_information',
      'list_hotel_information',
      'hand_over_to_staff',
    ]);
    expect(requests[0]!.messages[0]!.content).toContain('"es"');
    // No hotel data in the prompt: the model gets it only through the tools.
    expect(JSON.stringify(requests[0]!.messages)).not.toContain('06:30');
    const toolMessage = requests[1]!.messages.at(-1)!;
    expect(toolMessage).toMatchObject({ role: 'tool', tool_call_id: 'call_search_hotel_information' });
    expect(toolMessage.content).toContain('Breakfast is served every day from 06:30 to 10:30.');
  });

  it('hands over when the model calls hand_over_to_staff', async () => {
    script = [
      () => toolCall('hand_over_to_staff', { reason: 'needs a tailor' }),
      () => completion({ content: 'A member of staff will reply shortly.' }),
    ];
    expect(await concierge().answer({ question: 'Tailor?', language: 'en', facts, history: [] })).toEqual({
      text: 'A member of staff will reply shortly.',
      handoff: true,
    });
  });

  it('fails (so the retrieval concierge answers) when the endpoint errs or is too slow', async () => {
    script = [() => ({ status: 500, body: { error: { message: 'boom' } } })];
    await expect(
      concierge().answer({ question: 'breakfast?', language: 'en', facts, history: [] }),
    ).rejects.toThrow('500');
    const silent = openAiConcierge({
      baseUrl,
      model: 'm',
      timeoutMs: 100,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    });
    await expect(
      silent.answer({ question: 'breakfast?', language: 'en', facts, history: [] }),
    ).rejects.toThrow();
  });
});
