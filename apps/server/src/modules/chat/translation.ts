/**
 * Staff read a guest's message in the hotel's language and the guest reads staff (and concierge) replies in
 * theirs. With a translation provider configured the translator is chat/provider-translator.ts; without
 * one every message stores its original in both columns.
 */
export interface ChatTranslator {
  /** `text` from language `from` into `to`; the original when it cannot (never throws). */
  translate(text: string, from: string, to: string): Promise<string>;
}

export const noTranslation: ChatTranslator = {
  translate: async (text) => text,
};

/** The language staff write the hotel's content and replies in, and read guests' messages in. */
export const HOTEL_LANGUAGE = 'en';
