import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation.ts';
import { DEFAULT_LANGUAGE } from '@hotel/contracts/languages';
import type { TranslationsResponse } from '@hotel/contracts/translations';
import { api } from '../api-client.ts';
import { GUEST_QUERY_KEY } from '../query-client.ts';
import { STORAGE_KEYS, useStoredValue } from '../storage.ts';

/** How often a screen re-reads the content while its translation is under way. */
export const CONTENT_REFRESH_WHILE_TRANSLATING_MS = 5_000;

export const translationsKey = (language: string) => [...GUEST_QUERY_KEY, 'translations', language];

/**
 * SPEC's GET /translations/?language_code=: the hotel's content in the guest's language (source text →
 * translation) and the state of its translation. Asked once per page load in any language but the hotel's
 * own; the banner refetches it when a translation completes.
 */
export function contentTranslationsQueryOptions(language: string, signedIn: boolean) {
  return queryOptions({
    queryKey: translationsKey(language),
    queryFn: async ({ signal }) =>
      api.get<TranslationsResponse>('translations', {
        query: { language_code: language },
        signal,
        schema: import.meta.env.DEV
          ? (await import('@hotel/contracts/translations')).translationsResponse
          : undefined,
      }),
    enabled: signedIn && language !== DEFAULT_LANGUAGE,
    staleTime: 5 * 60_000,
    // While the hotel's content is being translated, every screen picks up what is ready (the dashboard's
    // banner polls the status itself and reloads this when the job completes).
    refetchInterval: (query) =>
      query.state.data?.translation_status === 'active' ? CONTENT_REFRESH_WHILE_TRANSLATING_MS : false,
  });
}

export function useContentTranslations() {
  const { i18n } = useTranslation();
  const signedIn = Boolean(useStoredValue(STORAGE_KEYS.sessionToken));
  return useQuery(contentTranslationsQueryOptions(i18n.language, signedIn));
}

/** The content's translations (source text → translation), read once for every text below the provider. */
const ContentTranslationsContext = createContext<TranslationsResponse['content'] | undefined>(undefined);

/**
 * Reads the hotel's content in the guest's language once for the whole shell (shell-layout.tsx): every text of
 * a screen looks it up here instead of each holding a query of its own (the dashboard drew some thirty, each
 * one more subscription to set up and render).
 */
export function ContentTranslationsProvider({ children }: { children: ReactNode }) {
  const content = useContentTranslations().data?.content;
  return createElement(ContentTranslationsContext.Provider, { value: content }, children);
}

/** Inside a part of the screen whose guest tapped 'Show original': content as the hotel wrote it. */
export const ShowOriginalContext = createContext(false);

export interface ContentTextLookup {
  /** The text as the guest should read it: its translation when there is one and originals are not asked for. */
  (text: string): string;
  /** Whether the hotel's text has a translation in the guest's language. */
  isTranslated(text: string): boolean;
  /** Its translation, whether or not originals are asked for here. */
  translationOf(text: string): string | undefined;
}

/**
 * The one way a screen words the hotel's content (names, descriptions, captions) in the guest's language, from
 * the nearest `ContentTranslationsProvider`.
 */
export function useContentText(): ContentTextLookup {
  const content = useContext(ContentTranslationsContext);
  const showOriginal = useContext(ShowOriginalContext);
  return useMemo(
    () =>
      Object.assign((text: string) => (showOriginal ? text : (content?.[text] ?? text)), {
        isTranslated: (text: string) => content?.[text] !== undefined,
        translationOf: (text: string) => content?.[text],
      }),
    [content, showOriginal],
  );
}
