import {
  asksForPerson,
  HANDOFF_ANSWER,
  PERSON_ANSWER,
  type Concierge,
  type ConciergeQuestion,
} from './concierge.ts';
import type { HotelFact } from './hotel-facts.ts';
import { retrieve } from './retrieval.ts';

/**
 * The concierge behind any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM, llama.cpp's
 * server). The model sees no hotel data in its prompt: it asks for it through read-only tools over the
 * same facts the retrieval concierge quotes, answers in the guest's language, and hands over to staff
 * through a tool. It cannot place an order: no tool writes anything.
 */

export interface OpenAiConciergeOptions {
  /** …/v1: `/chat/completions` is appended. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const MAX_TOOL_ROUNDS = 4;
const KINDS = ['faq', 'hours', 'menu', 'activity', 'request', 'tourist'] as const;

const TOOLS = [
  {
    type: 'function',
    function: {
      name: 'search_hotel_information',
      description:
        "Search the hotel's own information (FAQ, opening hours, menu and prices, activities and free slots, how to request services, tourist information) for facts matching the guest's question.",
      parameters: {
        type: 'object',
        properties: { query: { type: 'string', description: 'What to look for, in English keywords.' } },
        required: ['query'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'list_hotel_information',
      description: 'List every fact of one kind: faq, hours, menu, activity, request or tourist.',
      parameters: {
        type: 'object',
        properties: { kind: { type: 'string', enum: KINDS } },
        required: ['kind'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'hand_over_to_staff',
      description:
        'Pass the conversation to a member of staff: when the information does not answer the question, or the guest needs something only staff can do.',
      parameters: {
        type: 'object',
        properties: { reason: { type: 'string' } },
        required: ['reason'],
      },
    },
  },
] as const;

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

interface AssistantMessage {
  role: 'assistant';
  content: string | null;
  tool_calls?: ToolCall[];
}

type Message =
  | { role: 'system' | 'user'; content: string }
  | AssistantMessage
  | { role: 'tool'; tool_call_id: string; content: string };

function systemPrompt(question: ConciergeQuestion): string {
  return [
    `You are the concierge of ${question.facts.hotelName}, chatting with a guest in the hotel's guest app.`,
    `Reply in the guest's language (language code "${question.language}"), briefly and warmly.`,
    'Use only facts returned by your tools. Never state a price, time, phone number or availability that a tool did not give you.',
    'You may suggest dishes or activities, but you cannot place orders or bookings: tell the guest where in the app to do it.',
    'If the tools do not answer the question, or the guest wants a person, call hand_over_to_staff and tell the guest a member of staff will reply.',
    `Times are the hotel's local time (${question.facts.timezone}).`,
  ].join('\n');
}

function factsText(facts: HotelFact[]): string {
  return facts.length === 0 ? 'No matching information.' : facts.map((fact) => `- ${fact.text}`).join('\n');
}

function parseArguments(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function openAiConcierge(options: OpenAiConciergeOptions): Concierge {
  const fetchImpl = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function complete(messages: Message[], signal: AbortSignal): Promise<AssistantMessage> {
    const response = await fetchImpl(url, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey && { authorization: `Bearer ${options.apiKey}` }),
      },
      body: JSON.stringify({
        model: options.model,
        messages,
        tools: TOOLS,
        tool_choice: 'auto',
        temperature: 0.2,
      }),
    });
    if (!response.ok) throw new Error(`chat completions answered ${response.status}`);
    const body = (await response.json()) as { choices?: Array<{ message?: AssistantMessage }> };
    const message = body.choices?.[0]?.message;
    if (!message) throw new Error('chat completions answered without a message');
    return message;
  }

  return {
    async answer(question) {
      if (asksForPerson(question.question)) return PERSON_ANSWER;
      const signal = AbortSignal.timeout(options.timeoutMs);
      const messages: Message[] = [
        { role: 'system', content: systemPrompt(question) },
        ...question.history.map((entry) => ({
          role: entry.role === 'guest' ? ('user' as const) : ('assistant' as const),
          content: entry.content,
        })),
        { role: 'user', content: question.question },
      ];
      let handoff = false;
      for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
        const reply = await complete(messages, signal);
        const calls = reply.tool_calls ?? [];
        if (calls.length === 0 || round === MAX_TOOL_ROUNDS) {
          const text = reply.content?.trim();
          if (!text) return HANDOFF_ANSWER;
          return { text, handoff };
        }
        messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: calls });
        for (const call of calls) {
          const args = parseArguments(call.function.arguments);
          let content: string;
          if (call.function.name === 'search_hotel_information') {
            const found = retrieve(question.facts.facts, String(args.query ?? question.question), {
              minScore: 0.3,
            });
            content = factsText(found.map((entry) => entry.fact));
          } else if (call.function.name === 'list_hotel_information') {
            content = factsText(question.facts.facts.filter((fact) => fact.kind === args.kind).slice(0, 60));
          } else if (call.function.name === 'hand_over_to_staff') {
            handoff = true;
            content = 'Handed over: a member of staff will reply in this chat.';
          } else {
            content = `Unknown tool ${call.function.name}.`;
          }
          messages.push({ role: 'tool', tool_call_id: call.id, content });
        }
      }
      return HANDOFF_ANSWER;
    },
  };
}
