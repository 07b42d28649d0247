import { createContext, useContext, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ErrorAlert } from '../ui/alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../ui/button-styles.ts';
import { api, ApiError } from '../../lib/api-client.ts';
import { ShowOriginalContext, useContentText } from '../../lib/translation/use-content-translation.ts';

/** More texts than this to choose from (a whole menu) are offered in a list box instead of radio buttons. */
const RADIO_LIMIT = 4;

const linkClass = 'min-h-8 font-semibold text-brand-ink underline underline-offset-2';

const ShowOriginalSwitch = createContext<{ showOriginal: boolean; toggle: () => void } | null>(null);

/**
 * A part of the screen (a dialog, a page) whose hotel content a guest can switch to the hotel's own words
 * with one tap: its TranslationNotice holds the switch, every ContentText inside follows it.
 */
export function TranslatedArea({ children }: { children: ReactNode }) {
  const [showOriginal, setShowOriginal] = useState(false);
  const control = useMemo(
    () => ({ showOriginal, toggle: () => setShowOriginal((shown) => !shown) }),
    [showOriginal],
  );
  return (
    <ShowOriginalSwitch.Provider value={control}>
      <ShowOriginalContext.Provider value={showOriginal}>{children}</ShowOriginalContext.Provider>
    </ShowOriginalSwitch.Provider>
  );
}

/**
 * Under hotel content shown machine-translated: says so, shows the hotel's own words with one tap (the whole
 * TranslatedArea around it), and lets the guest report a translation that reads wrong (it reaches the
 * hotel's staff console). Renders nothing when none of `texts` is translated.
 */
export function TranslationNotice({
  texts,
}: {
  /** The hotel's texts in this part of the screen, as the hotel wrote them. */
  texts: readonly string[];
}) {
  const control = useContext(ShowOriginalSwitch);
  const showOriginal = control?.showOriginal ?? false;
  const { t } = useTranslation();
  const translate = useContentText();
  const translated = [...new Set(texts.filter((text) => text && translate.isTranslated(text)))];
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  if (translated.length === 0 || !control) return null;

  return (
    <div className="flex flex-col gap-2 text-sm text-ink-muted">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{t('translation.machine')}</span>
        <button
          type="button"
          className={linkClass}
          aria-pressed={showOriginal}
          onClick={() => control?.toggle()}
        >
          {showOriginal ? t('translation.showTranslation') : t('translation.showOriginal')}
        </button>
        {!reporting && !reported ? (
          <button type="button" className={linkClass} onClick={() => setReporting(true)}>
            {t('translation.report')}
          </button>
        ) : null}
      </p>
      {reported ? <p role="status">{t('translation.reportSent')}</p> : null}
      {reporting ? (
        <ReportForm
          texts={translated}
          onCancel={() => setReporting(false)}
          onSent={() => {
            setReporting(false);
            setReported(true);
          }}
        />
      ) : null}
    </div>
  );
}

function ReportForm({
  texts,
  onCancel,
  onSent,
}: {
  texts: string[];
  onCancel: () => void;
  onSent: () => void;
}) {
  const { t, i18n } = useTranslation();
  const translate = useContentText();
  const [chosen, setChosen] = useState(texts[0]!);
  const [note, setNote] = useState('');
  const report = useMutation({
    mutationFn: () =>
      api.post('translations/reports', {
        language: i18n.language,
        source_text: chosen,
        shown_text: translate.translationOf(chosen) ?? chosen,
        ...(note.trim() && { note: note.trim() }),
      }),
    onSuccess: onSent,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-xl bg-surface p-3 ring-1 ring-line">
      {texts.length > RADIO_LIMIT ? (
        <label className="flex flex-col gap-1 font-semibold text-ink">
          {t('translation.reportWhich')}
          <select
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            className="min-h-11 rounded-xl border border-line-strong bg-surface-raised px-3 text-base font-normal text-ink"
          >
            {texts.map((text) => (
              <option key={text} value={text}>
                {translate.translationOf(text) ?? text}
              </option>
            ))}
          </select>
        </label>
      ) : texts.length > 1 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-semibold text-ink">{t('translation.reportWhich')}</legend>
          {texts.map((text) => (
            <label key={text} className="flex min-h-10 items-start gap-2 text-ink">
              <input
                type="radio"
                name="reported-text"
                className="mt-1 size-4 accent-[var(--color-brand)]"
                checked={chosen === text}
                onChange={() => setChosen(text)}
              />
              <span className="min-w-0">
                <bdi>{translate.translationOf(text) ?? text}</bdi>
                <span className="block text-ink-muted" lang="en">
                  <bdi>{text}</bdi>
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="flex flex-col gap-1 font-semibold text-ink">
        {t('translation.reportNote')}
        <textarea
          value={note}
          maxLength={500}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          className="rounded-xl border border-line-strong bg-surface-raised px-3 py-2 text-base font-normal text-ink"
        />
      </label>
      {report.isError ? (
        <ErrorAlert>
          {report.error instanceof ApiError && report.error.detail
            ? report.error.detail
            : t('translation.reportFailed')}
        </ErrorAlert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={report.isPending}>
          {t('translation.reportSend')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t('translation.cancel')}
        </button>
      </div>
    </form>
  );
}
