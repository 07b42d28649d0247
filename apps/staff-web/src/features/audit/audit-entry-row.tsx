import { useTranslation } from 'react-i18next';
import type { AuditEntryView } from '@hotel/contracts/audit';
import { detailLines, type DetailValue } from './audit-detail.ts';

/** The detail fields the server writes that have words in the catalogue; any other shows as written. */
const WORDED_FIELDS = [
  'action',
  'active',
  'address',
  'amount',
  'available',
  'currency',
  'description',
  'email',
  'fields',
  'language',
  'line',
  'location_scope',
  'method',
  'name',
  'pause',
  'payment_method',
  'price',
  'price_per_person',
  'prepayment_required',
  'reason',
  'reference',
  'request',
  'role',
  'room',
  'source_text',
  'status',
  'stay',
  'text',
] as const;
type WordedField = (typeof WORDED_FIELDS)[number];

const isWorded = (field: string): field is WordedField =>
  (WORDED_FIELDS as readonly string[]).includes(field);

/** One entry: when (hotel time), who and from where, what kind of change to what, and its detail. */
export function AuditEntryRow({
  entry,
  timeZone,
  columns,
}: {
  entry: AuditEntryView;
  timeZone: string;
  columns: string;
}) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(entry.occurred_at));
  const words = (value: DetailValue) =>
    'text' in value
      ? value.text
      : 'flag' in value
        ? t(value.flag ? 'audit.yes' : 'audit.no')
        : t('audit.none');
  const lines = detailLines(entry.detail);

  return (
    <li className={`grid gap-1 px-4 py-3 text-sm ${columns}`}>
      <time dateTime={entry.occurred_at} className="text-ink-muted tabular-nums">
        {when}
      </time>
      <div className="min-w-0">
        <span className="font-medium break-words">{entry.actor.name}</span>
        {entry.actor.kind !== 'staff' && (
          <span className="ms-2 rounded bg-surface-sunken px-1.5 py-0.5 text-xs text-ink-muted">
            {t(`audit.actorKinds.${entry.actor.kind}`)}
          </span>
        )}
        {entry.address && (
          <span className="block text-xs text-ink-muted">{t('audit.from', { address: entry.address })}</span>
        )}
      </div>
      <div className="min-w-0">
        <span className="block font-semibold">{t(`audit.kinds.${entry.kind}`)}</span>
        <span className="block break-words">{entry.subject}</span>
      </div>
      {lines.length > 0 ? (
        <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-ink-muted">
          {lines.map((line) => (
            <div key={line.field} className="contents">
              <dt className="font-medium">
                {isWorded(line.field) ? t(`audit.fields.${line.field}`) : line.field}
              </dt>
              <dd className="break-words text-ink">
                {line.before ? `${words(line.before)} → ${words(line.value)}` : words(line.value)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <span aria-hidden="true" />
      )}
    </li>
  );
}
