import { wordReply, type FixedReply } from './fixed-replies.ts';
import type { HotelFacts } from './hotel-facts.ts';
import { retrieve, terms } from './retrieval.ts';
import { HOTEL_LANGUAGE } from './translation.ts';

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
  /** In the hotel's language, as staff read it; a model's answer is in the guest's. */
  text: string;
  /** The concierge passes the conversation to staff (nothing good enough, or the guest asked for a person). */
  handoff: boolean;
  /** The server's own sentences: the guest's copy is worded from the catalogues, not translated (fixed-replies.ts). */
  fixed?: FixedReply;
}

function fixedAnswer(reply: FixedReply, handoff: boolean): ConciergeAnswer {
  return { text: wordReply(reply, HOTEL_LANGUAGE), handoff, fixed: reply };
}

/** Nothing in the hotel's information answers the question: staff will. */
export const HANDOFF_ANSWER = fixedAnswer({ kind: 'handoff' }, true);
/** The guest asked for a person. */
export const PERSON_ANSWER = fixedAnswer({ kind: 'person' }, true);

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

/**
 * Answers from the hotel's own records only: the facts it found, quoted as written, or a hand-off. It
 * never composes a price or a time of its own.
 */
export const retrievalConcierge: Concierge = {
  async answer({ question, facts }) {
    if (asksForPerson(question)) return PERSON_ANSWER;
    const found = retrieve(facts.facts, question);
    if (found.length === 0) return HANDOFF_ANSWER;
    return fixedAnswer(
      { kind: 'found', hotel: facts.hotelName, facts: found.map(({ fact }) => fact.text) },
      false,
    );
  },
};
