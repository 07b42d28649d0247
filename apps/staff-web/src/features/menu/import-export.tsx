import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { ApiError, api, errorText } from '../../lib/api-client.ts';
import { useMenuMutations } from './use-menu.ts';

/**
 * Export downloads the menu as a JSON file (to keep in version control or take to another hotel);
 * import replaces the menu with a file, or lists every problem of it and changes nothing.
 */
export function ImportExport({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { importMenu } = useMenuMutations();
  const [message, setMessage] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  async function exportMenu() {
    setFailure(null);
    try {
      const document = await api<unknown>('/api/staff/menu/export/');
      const url = URL.createObjectURL(
        new Blob([`${JSON.stringify(document, null, 2)}\n`], { type: 'application/json' }),
      );
      const link = window.document.createElement('a');
      link.href = url;
      link.download = `menu-${hotelId.toLowerCase()}.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setFailure(errorText(error, t('common.errorGeneric')));
    }
  }

  async function importFile(file: File | undefined) {
    if (!file) return;
    setMessage(null);
    setProblems([]);
    setFailure(null);
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      return setFailure(t('menu.importNotJson', { file: file.name }));
    }
    if (!window.confirm(t('menu.importConfirm', { file: file.name }))) return;
    importMenu.mutate(document, {
      onSuccess: (result) =>
        setMessage(t('menu.imported', { items: result.items, removed: result.removed_items })),
      onError: (error) => {
        if (error instanceof ApiError && error.problems.length > 0) setProblems(error.problems);
        else setFailure(errorText(error, t('common.errorGeneric')));
      },
    });
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-line bg-surface-raised p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('menu.importExport')}
      </h2>
      <p className="text-sm text-ink-muted">{t('menu.importExportIntro')}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void exportMenu()}>
          {t('menu.export')}
        </Button>
        <label
          htmlFor={`${id}-file`}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-line-strong bg-surface-raised px-4 text-sm font-semibold hover:bg-surface focus-within:outline-2"
        >
          {importMenu.isPending ? t('menu.importing') : t('menu.import')}
          <input
            id={`${id}-file`}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={(e) => {
              void importFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {message && <Notice tone="success">{message}</Notice>}
      {failure && <Notice tone="error">{failure}</Notice>}
      {problems.length > 0 && (
        <Notice tone="error">
          <p>{t('menu.importProblems', { count: problems.length })}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5 font-normal">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Notice>
      )}
    </section>
  );
}
