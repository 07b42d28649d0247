import { useTranslation } from 'react-i18next';
import { ACTIVITY_BOOKING_STATUSES } from '@hotel/contracts/activity-status';
import type { AuditEntryView } from '@hotel/contracts/audit';
import { ORDER_STATUSES } from '@hotel/contracts/order-status';
import { SERVICE_REQUEST_KINDS } from '@hotel/contracts/requests';
import { STAFF_ROLES } from '@hotel/contracts/staff';
import { detailLines, type DetailValue } from './audit-detail.ts';

/** The detail fields the server writes that have words in the catalogue; any other shows as written. */
const WORDED_FIELDS = [
  'action',
  'active',
  'address',
  'amount',
  'available',
  'date',
  'description',
  'email',
  'fields',
  'items',
  'language',
  'line',
  'location_scope',
  'locations',
  'method',
  'name',
  'pause',
  'payment_method',
  'price',
  'price_per_person',
  'prepayment_required',
  'reason',
  'reference',
  'removed_items',
  'request',
  'role',
  'room',
  'source_text',
  'start_time',
  'status',
  'sub_categories',
  'text',
] as const;
type WordedField = (typeof WORDED_FIELDS)[number];

/** The `action` values the server writes (docs/audit.md). */
const ACTIONS = [
  'added',
  'edited',
  'deleted',
  'imported',
  'acknowledged',
  'completed',
  'charge_added',
  'line_reversed',
  'schedule_added',
  'schedule_changed',
  'schedule_removed',
  'closed',
  'reopened',
  'slide_added',
  'slide_changed',
  'slide_removed',
  'slides_ordered',
  'event_added',
  'event_changed',
  'event_removed',
  'tourist_info_saved',
  'weather_location_saved',
] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

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
  /** A value in words where the console has them (roles, statuses, actions), else as written. */
  const valueWords = (field: string, text: string): string => {
    if (field === 'action' && isOneOf(ACTIONS, text)) return t(`audit.actions.${text}`);
    if (field === 'role' && isOneOf(STAFF_ROLES, text)) return t(`roles.${text}`);
    if (field === 'request' && isOneOf(SERVICE_REQUEST_KINDS, text)) return t(`requests.kinds.${text}`);
    if (field === 'status' && entry.kind.startsWith('order.') && isOneOf(ORDER_STATUSES, text))
      return t(`guestStatus.${text}`);
    if (field === 'status' && entry.kind.startsWith('booking.') && isOneOf(ACTIVITY_BOOKING_STATUSES, text))
      return t(`activityBookings.status.${text}`);
    return text;
  };
  const words = (field: string, value: DetailValue) =>
    'text' in value
      ? valueWords(field, value.text)
      : 'flag' in value
        ? t(value.flag ? 'audit.yes' : 'audit.no')
        : t('audit.none');
  const lines = detailLines(entry.detail);

  return (
    <li className={`grid gap-1 px-4 py-3 text-sm ${columns}`}>
      {/* When and who: one line under the change on a phone or tablet, two columns on a wide screen. */}
      <div className="flex flex-wrap items-baseline gap-x-3 lg:contents">
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
            <span className="ms-2 text-xs text-ink-muted lg:ms-0 lg:block">
              {t('audit.from', { address: entry.address })}
            </span>
          )}
        </div>
      </div>
      {/* On a phone the change leads; on a wide screen it sits in its column. */}
      <div className="order-first min-w-0 lg:order-none">
        <span className="block font-semibold">{t(`audit.kinds.${entry.kind}`)}</span>
        <span className="block break-words">{entry.subject}</span>
      </div>
      {lines.length > 0 ? (
        <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-ink-muted">
          {lines.map((line) => (
            <div key={line.field} className="contents">
              <dt className="font-medium">
                {isOneOf<WordedField>(WORDED_FIELDS, line.field)
                  ? t(`audit.fields.${line.field}`)
                  : line.field}
              </dt>
              <dd className="break-words text-ink">
                {line.before
                  ? `${words(line.field, line.before)} → ${words(line.field, line.value)}`
                  : words(line.field, line.value)}
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
