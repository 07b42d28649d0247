import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_KINDS, type AuditKind } from '@hotel/contracts/audit';
import { hotelDateOf } from '@hotel/client-kit/hotel-time';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useSignedInSession } from '../../lib/session.ts';
import { AuditEntryRow } from './audit-entry-row.tsx';
import { NO_FILTERS, auditExportUrl, useAuditLog, useAuditPeople, type AuditFilters } from './use-audit.ts';

/** The header of the list's columns: shown where the entries sit in columns (wide screens). */
const COLUMNS = 'lg:grid lg:grid-cols-[10rem_12rem_16rem_minmax(0,1fr)] lg:gap-x-4';

/**
 * The manager's audit log: who changed what, when and from where, newest first, filtered by person, kind and
 * day (the hotel's), with Load more and the same filters as a CSV download.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const timeZone = session.hotel.timezone;
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const log = useAuditLog(filters);
  const people = useAuditPeople();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = filters.actor !== '' || filters.kind !== '' || filters.day !== '';
  const change = (next: Partial<AuditFilters>) => setFilters((current) => ({ ...current, ...next }));

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('screens.audit')}
        intro={t('audit.intro')}
        actions={
          <a
            href={auditExportUrl(filters)}
            download
            className={buttonClass('secondary')}
            title={t('audit.exportHint')}
          >
            {t('audit.export')}
          </a>
        }
      />

      <form
        role="search"
        aria-label={t('audit.filters')}
        className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,16rem))_auto]"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label={t('audit.person')}
          value={filters.actor}
          onChange={(event) => change({ actor: event.target.value })}
        >
          <option value="">{t('audit.everyone')}</option>
          {(people.data ?? []).map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('audit.kind')}
          value={filters.kind}
          onChange={(event) => change({ kind: event.target.value as AuditKind | '' })}
        >
          <option value="">{t('audit.allKinds')}</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`audit.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('audit.day')}
          type="date"
          value={filters.day}
          max={hotelDateOf(timeZone)}
          onChange={(event) => change({ day: event.target.value })}
        />
        <Button variant="ghost" disabled={!filtered} onClick={() => setFilters(NO_FILTERS)}>
          {t('audit.clearFilters')}
        </Button>
      </form>

      {log.error && (
        <Notice tone="error" action={<Button onClick={() => void log.refetch()}>{t('common.retry')}</Button>}>
          {errorText(log.error, t('audit.loadFailed'))}
        </Notice>
      )}
      {log.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      {log.isSuccess && entries.length === 0 && (
        <p className="rounded-lg border border-dashed border-line-strong px-4 py-8 text-center text-ink-muted">
          {filtered ? t('audit.emptyFiltered') : t('audit.empty')}
        </p>
      )}

      {entries.length > 0 && (
        <section className="overflow-hidden rounded-xl border border-line bg-surface-raised">
          <div
            aria-hidden="true"
            className={`hidden border-b border-line bg-surface-sunken px-4 py-2 text-xs font-semibold uppercase tracking-wide text-ink-muted ${COLUMNS}`}
          >
            <span>{t('audit.columns.when')}</span>
            <span>{t('audit.columns.who')}</span>
            <span>{t('audit.columns.what')}</span>
            <span>{t('audit.columns.details')}</span>
          </div>
          <ul aria-label={t('audit.listLabel')} className="divide-y divide-line">
            {entries.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} timeZone={timeZone} columns={COLUMNS} />
            ))}
          </ul>
        </section>
      )}

      {entries.length > 0 && (
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('audit.shown', { count: entries.length })}
          </p>
          {log.hasNextPage && (
            <Button
              variant="secondary"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {log.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
