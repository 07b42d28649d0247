import { useContentText } from '../../lib/translation/use-content-translation.ts';

/**
 * A text of the hotel's content in the guest's language, isolated as text of its own direction (an
 * English dish name inside Arabic keeps its punctuation where it belongs). Untranslated, it says it is
 * English, so a screen reader reads it as English.
 */
export function ContentText({ text }: { text: string }) {
  const translate = useContentText();
  const shown = translate(text);
  return <bdi lang={shown === text ? 'en' : undefined}>{shown}</bdi>;
}
