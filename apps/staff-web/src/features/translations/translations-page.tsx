import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type LanguageCode } from '@hotel/contracts/languages';
import type {
  StaffTranslationCorrection,
  StaffTranslationReport,
  StaffTranslationsResponse,
} from '@hotel/contracts/translations';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useStaffTranslations, useTranslationActions } from './use-translations.ts';

const languageName = (code: LanguageCode) => `${LANGUAGE_NAMES[code]} (${code})`;

/**
 * How guests read the hotel's content in their languages: the machine translation's progress per language,
 * the translations guests reported, and the hotel's own wording, which a new machine pass never replaces.
 */
export default function TranslationsPage() {
  const { t } = useTranslation();
  const translations = useStaffTranslations();
  const data = translations.data;
  return (
    <div className="space-y-10">
      <PageHeader
        title={t('translations.title')}
        intro={
          data?.provider === 'none'
            ? t('translations.introNoProvider')
            : t('translations.intro', { provider: data ? t(`translations.providers.${data.provider}`) : '' })
        }
      />
      {translations.error && (
        <Notice
          tone="error"
          action={<Button onClick={() => void translations.refetch()}>{t('common.retry')}</Button>}
        >
          {errorText(translations.error, t('translations.loadFailed'))}
        </Notice>
      )}
      {translations.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      {data && (
        <>
          <Reports reports={data.reports} />
          <Corrections corrections={data.corrections} />
          <Languages jobs={data.jobs} />
        </>
      )}
    </div>
  );
}

function Reports({ reports }: { reports: StaffTranslationReport[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reports-heading" className="space-y-3">
      <h2 id="reports-heading" className="text-lg font-bold">
        {t('translations.reports.title', { count: reports.length })}
      </h2>
      {reports.length === 0 ? (
        <p className="text-ink-muted">{t('translations.reports.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {reports.map((report) => (
            <li key={report.id} className="rounded-xl border border-line bg-surface-raised p-4">
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportCard({ report }: { report: StaffTranslationReport }) {
  const { t, i18n } = useTranslation();
  const { dismiss } = useTranslationActions();
  const reported = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(report.created_at),
  );
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">
        {t('translations.reports.meta', {
          language: languageName(report.language),
          room: report.room_number ?? '—',
          time: reported,
        })}
      </p>
      <dl className="grid gap-2 sm:grid-cols-[10rem_1fr]">
        <dt className="text-sm font-semibold">{t('translations.original')}</dt>
        <dd className="whitespace-pre-wrap" lang="en">
          {report.source_text}
        </dd>
        <dt className="text-sm font-semibold">{t('translations.reports.shown')}</dt>
        <dd className="whitespace-pre-wrap" lang={report.language} dir="auto">
          {report.shown_text}
        </dd>
        {report.note && (
          <>
            <dt className="text-sm font-semibold">{t('translations.reports.note')}</dt>
            <dd className="whitespace-pre-wrap" dir="auto">
              {report.note}
            </dd>
          </>
        )}
      </dl>
      <CorrectionForm
        language={report.language}
        sourceText={report.source_text}
        initialText={report.shown_text}
        reportId={report.id}
        extraAction={
          <Button variant="secondary" disabled={dismiss.isPending} onClick={() => dismiss.mutate(report.id)}>
            {t('translations.reports.dismiss')}
          </Button>
        }
      />
      {dismiss.error && (
        <Notice tone="error">{errorText(dismiss.error, t('translations.saveFailed'))}</Notice>
      )}
    </div>
  );
}

function CorrectionForm({
  language,
  sourceText,
  initialText,
  reportId,
  extraAction,
  onDone,
}: {
  language: LanguageCode;
  sourceText: string;
  initialText: string;
  reportId?: number;
  extraAction?: ReactNode;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { correct } = useTranslationActions();
  const [text, setText] = useState(initialText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    correct.mutate(
      { language, source_text: sourceText, text, ...(reportId !== undefined && { report_id: reportId }) },
      { onSuccess: onDone },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('translations.yourWording', { language: languageName(language) })}
      </label>
      <textarea
        id={id}
        value={text}
        lang={language}
        dir="auto"
        required
        maxLength={4000}
        rows={2}
        onChange={(event) => setText(event.target.value)}
        className="block w-full rounded-lg border border-line-strong bg-surface-raised px-3 py-2 text-ink"
      />
      {correct.error && (
        <Notice tone="error">{errorText(correct.error, t('translations.saveFailed'))}</Notice>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={correct.isPending || !text.trim()}>
          {correct.isPending ? t('common.saving') : t('translations.saveWording')}
        </Button>
        {extraAction}
      </div>
    </form>
  );
}

function Corrections({ corrections }: { corrections: StaffTranslationCorrection[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section aria-labelledby="corrections-heading" className="space-y-3">
      <h2 id="corrections-heading" className="text-lg font-bold">
        {t('translations.corrections.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('translations.corrections.intro')}</p>
      {corrections.length === 0 ? (
        <p className="text-ink-muted">{t('translations.corrections.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {corrections.map((correction) => {
            const key = `${correction.language}\u0000${correction.source_text}`;
            return (
              <li key={key} className="space-y-2 rounded-xl border border-line bg-surface-raised p-4">
                <p className="text-sm text-ink-muted">{languageName(correction.language)}</p>
                <p className="whitespace-pre-wrap" lang="en">
                  {correction.source_text}
                </p>
                {editing === key ? (
                  <CorrectionForm
                    language={correction.language}
                    sourceText={correction.source_text}
                    initialText={correction.text}
                    onDone={() => setEditing(null)}
                    extraAction={
                      <Button variant="secondary" onClick={() => setEditing(null)}>
                        {t('common.cancel')}
                      </Button>
                    }
                  />
                ) : (
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <p
                      className="min-w-0 flex-1 font-semibold whitespace-pre-wrap"
                      lang={correction.language}
                      dir="auto"
                    >
                      {correction.text}
                    </p>
                    <Button variant="secondary" onClick={() => setEditing(key)}>
                      {t('common.edit')}
                      <span className="sr-only"> {correction.source_text}</span>
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Languages({ jobs }: { jobs: StaffTranslationsResponse['jobs'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="languages-heading" className="space-y-3">
      <h2 id="languages-heading" className="text-lg font-bold">
        {t('translations.languages.title')}
      </h2>
      {jobs.length === 0 ? (
        <p className="text-ink-muted">{t('translations.languages.empty')}</p>
      ) : (
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-line text-ink-muted">
              <th scope="col" className="py-2 text-start font-medium">
                {t('translations.languages.language')}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t('translations.languages.state')}
              </th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.language} className="border-b border-line">
                <td className="py-2">{languageName(job.language)}</td>
                <td className="py-2">
                  {t(`translations.states.${job.status}`, { progress: Math.floor(job.progress) })}
                  {job.error && <span className="block text-danger">{job.error}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
