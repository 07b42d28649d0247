import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons.tsx';
import { switchLanguage } from '../../lib/i18n/change-language.ts';
import { LANGUAGE_GROUPS, LANGUAGE_NAMES, normaliseLanguage } from '../../lib/i18n/languages.ts';

/**
 * A native select with one optgroup per region: on a phone it opens the system picker, which scrolls 41
 * languages far better than a custom list, and each language is named in its own script.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = normaliseLanguage(i18n.language) ?? 'en';

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
        className="h-11 w-40 appearance-none truncate rounded-xl border border-line-strong bg-surface-raised ps-10 pe-9 text-sm font-medium text-ink"
      >
        {LANGUAGE_GROUPS.map((group) => (
          <optgroup key={group.id} label={t(`footer.languageGroups.${group.id}`)}>
            {group.languages.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute end-2.5 size-5 text-ink-muted" />
    </div>
  );
}
