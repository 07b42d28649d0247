import type { HotelFacts } from './hotel-facts.ts';
import { retrieve, terms } from './retrieval.ts';

/** What the concierge is asked: the guest's question, with the hotel's facts and the conversation so far. */
export interface ConciergeQuestion {
  question: string;
  /** The guest's language code. */
  language: string;
  facts: HotelFacts;
  /** Earlier messages, oldest first (a model uses them; retrieval does not). */
  history: Array<{ role: 'guest' | 'assistant'; content: string }>;
}

export interface ConciergeAnswer {
  text: string;
  /** The concierge passes the conversation to staff (nothing good enough, or the guest asked for a person). */
  handoff: boolean;
}

/** The built-in retrieval concierge, or a model behind an OpenAI-compatible API (openai-concierge.ts). */
export interface Concierge {
  answer(question: ConciergeQuestion): Promise<ConciergeAnswer>;
}

const PERSON_WORDS = new Set([
  'person',
  'human',
  'staff',
  'someone',
  'somebody',
  'reception',
  'receptionist',
  'manager',
  'agent',
  'operator',
  'desk',
]);

/** The guest asks for a person ("can I talk to someone?"): always honoured, whatever the facts say. */
export function asksForPerson(question: string): boolean {
  return terms(question).some((term) => PERSON_WORDS.has(term));
}

export const HANDOFF_TEXT =
  "I could not find that in the hotel's information, so I have passed your question to our staff. " +
  'Someone will reply here shortly.';
export const PERSON_TEXT =
  'I have asked a member of our staff to join this chat. Someone will reply here shortly.';

/**
 * Answers from the hotel's own records only: the facts it found, quoted as written, or a hand-off. It
 * never composes a price or a time of its own.
 */
export const retrievalConcierge: Concierge = {
  async answer({ question, facts }) {
    if (asksForPerson(question)) return { text: PERSON_TEXT, handoff: true };
    const found = retrieve(facts.facts, question);
    if (found.length === 0) return { text: HANDOFF_TEXT, handoff: true };
    const quoted = found.map(({ fact }) => `• ${fact.text}`).join('\n');
    return {
      text:
        `Here is what I found in ${facts.hotelName}'s information:\n${quoted}\n` +
        'If that does not answer your question, ask for a person and a member of staff will reply.',
      handoff: false,
    };
  },
};
