import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons.tsx';
import { changeLanguage } from '../../lib/i18n/change-language.ts';
import { LANGUAGE_GROUPS, normaliseLanguage } from '../../lib/i18n/languages.ts';

/**
 * A native select with one optgroup per region: on a phone it opens the system picker, which scrolls 41
 * languages far better than a custom list, and each language is named in its own script.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const current = normaliseLanguage(i18n.language) ?? 'en';

  async function handleChange(value: string) {
    const language = normaliseLanguage(value);
    if (!language) return;
    const saved = await changeLanguage(language);
    // Content the server translates (menu, activities, messages) comes back in the new language.
    if (saved) await queryClient.invalidateQueries();
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
        onChange={(event) => void handleChange(event.target.value)}
        className="h-11 w-40 appearance-none truncate rounded-xl border border-line-strong bg-surface-raised ps-10 pe-9 text-sm font-medium text-ink"
      >
        {LANGUAGE_GROUPS.map((group) => (
          <optgroup key={group.id} label={t(`footer.languageGroups.${group.id}`)}>
            {group.languages.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.nativeName}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute end-2.5 size-5 text-ink-muted" />
    </div>
  );
}
