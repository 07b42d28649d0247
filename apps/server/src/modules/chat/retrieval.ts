import type { HotelFact } from './hotel-facts.ts';

/**
 * Retrieval over the hotel's facts: words weighted by how rare they are among the facts (a word no fact
 * has weighs the most, so a question about something the hotel never wrote down scores low and is
 * handed to staff instead of answered with something near it).
 */

const STOP_WORDS = new Set(
  (
    'a an the is are was were be been am do does did i me my we our you your it its this that these those ' +
    'what which who whom when where why how can could would should will shall may might must there here ' +
    'of to in on at by for with about from into onto up down out over under again then once and or but ' +
    'if so than too very just any some no not please tell know want like get got have has had need ' +
    'more extra another new give bring send let us also still really much many ' +
    'hotel hi hello thanks thank yes ok okay there s t'
  ).split(' '),
);

/** A few question words that mean the same as a word the facts use. */
const SYNONYMS: Record<string, string[]> = {
  hour: ['open'],
  time: ['open'],
  open: ['hour'],
  cost: ['price'],
  price: ['cost'],
  eat: ['food', 'menu'],
  food: ['menu'],
  dinner: ['menu'],
  lunch: ['menu'],
  drink: ['bar'],
  doctor: ['medical'],
  hospital: ['medical'],
  ambulance: ['medical'],
  police: ['police'],
  train: ['railway'],
  flight: ['airport'],
  book: ['booking'],
  reserve: ['book'],
  towel: ['towels'],
  later: ['late'],
  earlier: ['early'],
};

/**
 * Words a guest writes as one, two or hyphenated ('late checkout', 'check out late', 'check-out time'), as the
 * one word the index knows.
 */
const COMPOUNDS: [RegExp, string][] = [
  [/\bcheck(?:s|ed|ing)?[\s-]*out\b/g, 'checkout'],
  [/\bcheck(?:s|ed|ing)?[\s-]*in\b/g, 'checkin'],
  [/\bwi[\s-]*fi\b/g, 'wifi'],
];

/** Lower case, letters and digits only, compounds joined, with plural and -ing endings cut. */
export function terms(text: string): string[] {
  let lower = text.toLowerCase().normalize('NFKC');
  for (const [spelling, word] of COMPOUNDS) lower = lower.replace(spelling, word);
  const words = lower.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => !STOP_WORDS.has(word)).map(stem);
}

function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export interface ScoredFact {
  fact: HotelFact;
  /** Share of the question's weight this fact covers, 0…1 (topic words count double). */
  score: number;
}

/** A fact must cover this share of the question to be quoted. */
export const MIN_SCORE = 0.5;
/** Further facts are quoted when they score at least this share of the best one. */
const RELATIVE_SCORE = 0.75;
const MAX_FACTS = 3;

export function retrieve(
  facts: HotelFact[],
  question: string,
  options: { minScore?: number; maxFacts?: number } = {},
): ScoredFact[] {
  const minScore = options.minScore ?? MIN_SCORE;
  const asked = [...new Set(terms(question))];
  if (asked.length === 0 || facts.length === 0) return [];
  const indexed = facts.map((fact) => ({
    fact,
    topic: new Set(terms(fact.topic)),
    text: new Set(terms(fact.text)),
  }));
  const has = (entry: (typeof indexed)[number], term: string) =>
    entry.topic.has(term) || entry.text.has(term);
  const weight = new Map<string, number>();
  for (const term of asked) {
    const df = indexed.filter((entry) => has(entry, term)).length;
    weight.set(term, Math.log(1 + (indexed.length + 1) / (df + 0.5)));
  }
  const total = [...weight.values()].reduce((sum, value) => sum + value, 0);
  const scored = indexed
    .map((entry) => {
      let covered = 0;
      let topicHits = 0;
      for (const term of asked) {
        const alternatives = [term, ...(SYNONYMS[term] ?? [])];
        const inTopic = alternatives.some((word) => entry.topic.has(word));
        const inText = alternatives.some((word) => entry.text.has(word));
        if (inTopic || inText) covered += weight.get(term)!;
        if (inTopic) topicHits += 1;
      }
      // A fact whose topic names what was asked beats one that only mentions it.
      const score = (covered / total) * (topicHits > 0 ? 1 : 0.8);
      return { fact: entry.fact, score };
    })
    .filter((entry) => entry.score >= minScore)
    .sort((a, b) => b.score - a.score || kindRank(a.fact) - kindRank(b.fact));
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((entry) => entry.score >= best * RELATIVE_SCORE)
    .slice(0, options.maxFacts ?? MAX_FACTS);
}

/** The hotel's own answers first, then hours, then the rest. */
function kindRank(fact: HotelFact): number {
  return ['faq', 'hours', 'request', 'activity', 'menu', 'tourist'].indexOf(fact.kind);
}
