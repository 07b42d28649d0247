import { englishText, uiText } from '../../platform/i18n/ui-text.ts';

/**
 * What the server writes into a chat in its own words (decision 0136): the welcome, the concierge's hand-over
 * and its framing of the facts it quotes. Each sentence is a key of the guest app's catalogues (`chat.replies`),
 * stored in the hotel's language for staff and worded in the guest's language for the guest, instead of going
 * through the translation provider (which a hotel may not have) as a staff member's words do. The hotel's own
 * facts inside a reply are hotel content: they are translated like any staff message.
 */
export type FixedReply =
  | { kind: 'welcome'; hotel: string }
  | { kind: 'handoff' }
  | { kind: 'person' }
  | { kind: 'found'; hotel: string; facts: string[] };

const KEYS = {
  welcome: 'chat.replies.welcome',
  handoff: 'chat.replies.handoff',
  person: 'chat.replies.person',
  found: 'chat.replies.found',
  foundEnd: 'chat.replies.foundEnd',
} as const;

// Every sentence has its English text, or the server does not start.
for (const key of Object.values(KEYS)) englishText(key);

const text = (language: string, key: string, params: Record<string, string> = {}) =>
  uiText(language, key, params) ?? englishText(key);

/**
 * The reply in `language`. `facts` are the quoted facts as they are to be read in that language (translated by
 * the caller for a guest); by default, as the hotel wrote them.
 */
export function wordReply(
  reply: FixedReply,
  language: string,
  facts: readonly string[] = reply.kind === 'found' ? reply.facts : [],
): string {
  switch (reply.kind) {
    case 'welcome':
      return text(language, KEYS.welcome, { hotel: reply.hotel });
    case 'handoff':
      return text(language, KEYS.handoff);
    case 'person':
      return text(language, KEYS.person);
    case 'found':
      return [
        text(language, KEYS.found, { hotel: reply.hotel }),
        ...facts.map((fact) => `• ${fact}`),
        text(language, KEYS.foundEnd),
      ].join('\n');
  }
}
