/**
 * The seam for the languages issue (13): staff read a guest's message in the hotel's language and the guest
 * reads staff replies in theirs. No translation provider exists yet, so the default returns the text as
 * written and every message stores its original in both columns; a provider plugs in here.
 */
export interface ChatTranslator {
  /** `text` from language `from` into `to`; the original when it cannot (never throws). */
  translate(text: string, from: string, to: string): Promise<string>;
}

export const noTranslation: ChatTranslator = {
  translate: async (text) => text,
};

/** Hotels have no language setting yet: staff write and read English. */
export const HOTEL_LANGUAGE = 'en';
