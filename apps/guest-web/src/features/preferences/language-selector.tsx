import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons.tsx';
import { switchLanguage } from '../../lib/i18n/change-language.ts';
import { LANGUAGE_GROUPS, LANGUAGE_NAMES, normaliseLanguage } from '../../lib/i18n/languages.ts';

/**
 * A native select with one optgroup per region: on a phone it opens the system picker, which scrolls 41
 * languages far better than a custom list, and each language is named in its own script.
 *
 * Until the guest reaches for it (a press, focus or a key) it holds the current language alone: laying out the
 * 41 names, each shaped in its own script's font (CJK, Thai, Khmer, Tamil, Arabic…), took half of the page's
 * layout on every load (a Chromium trace of the dashboard at 4× CPU: 100 ms → 50 ms without them). The press
 * adds them before the browser opens its picker.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = normaliseLanguage(i18n.language) ?? 'en';
  const [listed, setListed] = useState(false);
  const list = () => setListed(true);

  function handleChange(value: string) {
    const language = normaliseLanguage(value);
    if (language && language !== current) void switchLanguage(language);
  }

  return (
    <div className="relative inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('footer.language')}
      </label>
      <GlobeIcon className="pointer-events-none absolute start-3 size-5 text-ink-muted" />
      <select
        id={id}
        value={current}
        onChange={(event) => handleChange(event.target.value)}
        onPointerDown={list}
        onFocus={list}
        onKeyDown={list}
        className="h-11 w-40 appearance-none truncate rounded-xl border border-line-strong bg-surface-raised ps-10 pe-9 text-sm font-medium text-ink"
      >
        {listed ? (
          LANGUAGE_GROUPS.map((group) => (
            <optgroup key={group.id} label={t(`footer.languageGroups.${group.id}`)}>
              {group.languages.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </optgroup>
          ))
        ) : (
          <option value={current} lang={current}>
            {LANGUAGE_NAMES[current]}
          </option>
        )}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute end-2.5 size-5 text-ink-muted" />
    </div>
  );
}
