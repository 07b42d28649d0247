import { useState, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { BookingRequestField } from '@hotel/contracts/requests';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import {
  BedIcon,
  CheckIcon,
  ConciergeIcon,
  DoNotDisturbIcon,
  SparklesIcon,
  ToiletriesIcon,
  TowelIcon,
} from '../../components/ui/icons.tsx';
import { useServiceRequests } from './use-service-requests.ts';

const ICONS: Record<BookingRequestField, ComponentType<SVGProps<SVGSVGElement>>> = {
  request_cleaning: SparklesIcon,
  request_towels: TowelIcon,
  request_toiletries: ToiletriesIcon,
  request_sheets: BedIcon,
  request_general_assistance: ConciergeIcon,
  do_not_disturb: DoNotDisturbIcon,
};

/** Requests housekeeping answers by coming to the room, which Do not disturb keeps them from. */
const ROOM_VISITS: ReadonlySet<BookingRequestField> = new Set([
  'request_cleaning',
  'request_towels',
  'request_toiletries',
  'request_sheets',
]);

interface ServiceRequestButtonsProps {
  /** `bar`: icon toggles in the navigation bar (wide screens); `menu`: labelled rows in the mobile menu. */
  layout: 'bar' | 'menu';
  /** The bar's icon-button classes and its pressed look (they follow the bar's light or dark tone). */
  buttonClassName?: string;
  activeClassName?: string;
}

/**
 * The service-request toggles the hotel offers (SPEC section 2, navigation bar; section 4, service request
 * toggles). Each is a toggle button (aria-pressed) named for what it asks for. Off: pressing asks for confirmation
 * first. On: pressing turns it off at once.
 */
export function ServiceRequestButtons({
  layout,
  buttonClassName = '',
  activeClassName = '',
}: ServiceRequestButtonsProps) {
  const { t } = useTranslation();
  const { fields, booking, pendingField, setRequest } = useServiceRequests();
  const [confirming, setConfirming] = useState<BookingRequestField | null>(null);
  // Kept while the dialog plays its closing animation, so its text does not blank out.
  const [dialogField, setDialogField] = useState<BookingRequestField | null>(null);
  if (fields.length === 0) return null;

  const press = (field: BookingRequestField) => {
    if (!booking || pendingField) return;
    if (booking[field]) {
      setRequest(field, false);
    } else {
      setDialogField(field);
      setConfirming(field);
    }
  };

  const buttons = fields.map((field) => {
    const Icon = ICONS[field];
    const pressed = booking?.[field] === true;
    const busy = pendingField === field;
    const label = t(`requests.items.${field}.label`);
    const common = {
      type: 'button' as const,
      'aria-pressed': pressed,
      'aria-busy': busy || undefined,
      'aria-disabled': !booking || Boolean(pendingField) || undefined,
      onClick: () => press(field),
    };
    if (layout === 'bar') {
      return (
        <button
          key={field}
          {...common}
          aria-label={label}
          title={label}
          className={`${buttonClassName} ${pressed ? `${activeClassName} ring-2 ring-current/60` : ''} ${
            busy ? 'animate-pulse motion-reduce:animate-none' : ''
          } aria-disabled:cursor-default`}
        >
          <Icon className="size-6" />
          {pressed ? (
            <CheckIcon
              aria-hidden="true"
              className="absolute -end-0.5 -bottom-0.5 size-4 rounded-full bg-emerald-600 p-0.5 text-white"
              strokeWidth={3}
            />
          ) : null}
        </button>
      );
    }
    return (
      <li key={field}>
        <button
          {...common}
          className={`flex min-h-13 w-full items-center gap-4 rounded-xl px-4 py-2 text-start text-base font-semibold transition-colors aria-disabled:cursor-default ${
            pressed
              ? 'bg-surface text-ink ring-2 ring-emerald-600 dark:ring-emerald-400'
              : 'text-ink hover:bg-surface'
          } ${busy ? 'animate-pulse motion-reduce:animate-none' : ''}`}
        >
          <Icon className="size-6 shrink-0" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span>{label}</span>
            {pressed ? (
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
                <CheckIcon aria-hidden="true" className="size-4" strokeWidth={3} />
                {field === 'do_not_disturb'
                  ? t('requests.onTapToCancel')
                  : t('requests.requestedTapToCancel')}
              </span>
            ) : null}
          </span>
        </button>
      </li>
    );
  });

  return (
    <>
      {layout === 'bar' ? (
        <div
          role="group"
          aria-label={t('requests.groupLabel')}
          className="hidden items-center gap-0.5 lg:flex"
        >
          {buttons}
        </div>
      ) : (
        <section aria-labelledby="service-requests-heading" className="border-t border-line p-3">
          <h2
            id="service-requests-heading"
            className="px-4 pt-1 pb-2 text-sm font-bold tracking-wide text-ink-muted uppercase"
          >
            {t('requests.heading')}
          </h2>
          <p className="px-4 pb-2 text-sm text-ink-muted">{t('requests.hint')}</p>
          <ul className="flex flex-col gap-1">{buttons}</ul>
        </section>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        onConfirm={() => {
          if (confirming) setRequest(confirming, true);
        }}
        title={dialogField ? t(`requests.items.${dialogField}.confirmTitle`) : ''}
        confirmLabel={t('requests.yes')}
        cancelLabel={t('requests.no')}
      >
        {dialogField ? t(`requests.items.${dialogField}.confirmBody`) : null}
        {dialogField && ROOM_VISITS.has(dialogField) && booking?.do_not_disturb ? (
          <p className="mt-2 font-semibold text-ink">{t('requests.doNotDisturbIsOn')}</p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
