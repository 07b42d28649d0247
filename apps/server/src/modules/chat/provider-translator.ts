import type { FastifyBaseLogger } from 'fastify';
import type { TranslationProvider } from '../../platform/providers/translation-provider.ts';
import type { ChatTranslator } from './translation.ts';

/** A chat message is waited for by the person who sent it: it goes untranslated rather than late. */
export const CHAT_TRANSLATION_TIMEOUT_MS = 8_000;

/**
 * The chat's translator on the configured provider (decision 0114): each message straight to the provider,
 * not through the content cache (guests' messages are theirs; they stay in their conversation only). When the
 * provider lacks the language or fails, the message goes as written, which the chat shows as it is.
 */
export function providerChatTranslator(
  provider: TranslationProvider,
  log: Pick<FastifyBaseLogger, 'warn'>,
): ChatTranslator {
  return {
    async translate(text, from, to) {
      if (from === to || !text.trim()) return text;
      try {
        if (!(await provider.supports(to))) return text;
        const [translated] = await provider.translate([text], from, to);
        return translated ?? text;
      } catch (error) {
        log.warn({ err: error, from, to }, 'chat message not translated');
        return text;
      }
    },
  };
}
