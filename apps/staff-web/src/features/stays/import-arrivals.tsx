import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportLineError, StayImportResult, StayImportRow } from '@hotel/contracts/stays';
import { MAX_IMPORT_ROWS } from '@hotel/contracts/stays';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { EXPECTED_COLUMNS, readArrivalsCsv } from './arrivals-csv.ts';
import { useStayMutations } from './use-stays.ts';

interface Preview {
  fileName: string;
  rows: StayImportRow[];
  errors: ImportLineError[];
  arrivals: StayImportResult['arrivals'];
}

const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;

/**
 * Arrivals from a CSV file: the console reads it, the server checks every line (rooms, dates, overlaps)
 * without writing; the preview names every bad line, and only a clean file can be imported, in one go.
 */
export function ImportArrivals({ onDone, onClose }: { onDone(message: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const { importArrivals } = useStayMutations();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [reading, setReading] = useState(false);

  /** Asks the server to check every row without writing, and shows what it found beside the file's own errors. */
  async function check(fileName: string, rows: StayImportRow[], fileErrors: ImportLineError[]) {
    let errors = fileErrors;
    let arrivals: StayImportResult['arrivals'] = [];
    if (rows.length > MAX_IMPORT_ROWS)
      errors = [
        ...errors,
        { line: rows[MAX_IMPORT_ROWS]!.line, message: t('import.tooMany', { count: MAX_IMPORT_ROWS }) },
      ];
    else if (rows.length > 0) {
      const checked = await importArrivals.mutateAsync({ rows, dry_run: true });
      errors = [...errors, ...checked.errors].sort(byLine);
      arrivals = checked.arrivals;
    }
    setPreview({ fileName, rows, errors, arrivals });
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReading(true);
    importArrivals.reset();
    try {
      const parsed = readArrivalsCsv(await file.text());
      await check(file.name, parsed.rows, parsed.errors);
    } catch {
      setPreview(null);
    } finally {
      setReading(false);
    }
  }

  function commit() {
    if (!preview) return;
    const { fileName, rows } = preview;
    importArrivals.mutate(
      { rows, dry_run: false },
      {
        onSuccess: (result) => {
          setPreview(null);
          onDone(t('import.done', { count: result.created }));
        },
        onError: (error) => {
          // A room was booked since the preview: check again, so the preview names the lines now refused.
          if (error instanceof ApiError && error.code === 'import_invalid')
            void check(fileName, rows, []).catch(() => undefined);
        },
      },
    );
  }

  const clean = preview !== null && preview.errors.length === 0 && preview.arrivals.length > 0;

  return (
    <section
      aria-labelledby="import-title"
      className="space-y-4 rounded-xl border border-line bg-surface-raised p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id="import-title" className="text-lg font-semibold">
            {t('import.title')}
          </h2>
          <p className="max-w-3xl text-sm text-ink-muted">
            {t('import.intro', { columns: EXPECTED_COLUMNS })}
          </p>
        </div>
        <Button variant="ghost" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line-strong px-4 text-sm font-semibold focus-within:outline-3 focus-within:outline-brand-ink hover:bg-surface">
        {reading ? t('import.reading') : t('import.choose')}
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          className="sr-only"
          onChange={(event) => void choose(event)}
        />
      </label>
      {importArrivals.error && (
        <Notice tone="error">{errorText(importArrivals.error, t('common.errorGeneric'))}</Notice>
      )}
      {preview && (
        <div className="space-y-4" aria-live="polite">
          <p className="font-medium">
            {t('import.summary', {
              file: preview.fileName,
              ready: t('import.ready', { count: preview.arrivals.length }),
              problems: t('import.problems', { count: preview.errors.length }),
            })}
          </p>
          {preview.errors.length > 0 && (
            <div className="rounded-lg border border-danger bg-danger-soft p-4 text-danger">
              <h3 className="font-semibold">{t('import.fix', { count: preview.errors.length })}</h3>
              <ul className="mt-2 space-y-1 text-sm">
                {preview.errors.map((error, index) => (
                  <li key={`${error.line}-${index}`}>
                    <span className="font-semibold">{t('import.line', { line: error.line })}</span>{' '}
                    {error.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {preview.arrivals.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[32rem] text-sm">
                <caption className="mb-2 text-start font-semibold">{t('import.arrivals')}</caption>
                <thead>
                  <tr className="text-ink-muted">
                    <th scope="col" className="pb-1 text-start font-medium">
                      {t('import.lineColumn')}
                    </th>
                    <th scope="col" className="pb-1 text-start font-medium">
                      {t('stays.room')}
                    </th>
                    <th scope="col" className="pb-1 text-start font-medium">
                      {t('stays.familyName')}
                    </th>
                    <th scope="col" className="pb-1 text-start font-medium">
                      {t('stays.checkInDate')}
                    </th>
                    <th scope="col" className="pb-1 text-start font-medium">
                      {t('stays.checkOutDate')}
                    </th>
                    <th scope="col" className="pb-1 text-start font-medium">
                      {t('stays.language')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.arrivals.map((arrival) => (
                    <tr key={arrival.line} className="border-t border-line">
                      <td className="py-1">{arrival.line}</td>
                      <td className="py-1 font-semibold">{arrival.room}</td>
                      <td className="py-1">{arrival.family_name}</td>
                      <td className="py-1">{arrival.check_in_date}</td>
                      <td className="py-1">{arrival.check_out_date}</td>
                      <td className="py-1">{arrival.language}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Button onClick={commit} disabled={!clean || importArrivals.isPending}>
            {t('import.submit', { count: preview.arrivals.length })}
          </Button>
          {!clean && preview.errors.length > 0 && (
            <p className="text-sm text-ink-muted">{t('import.fixFirst')}</p>
          )}
        </div>
      )}
    </section>
  );
}
