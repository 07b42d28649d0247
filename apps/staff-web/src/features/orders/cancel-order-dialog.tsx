import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASON_MAX_LENGTH, type StaffOrder } from '@hotel/contracts/dining';
import { Button } from '../../components/ui/button.tsx';

const QUICK_REASONS = ['outOfStock', 'closed', 'guestAsked'] as const;

/**
 * Cancelling asks why, in words the guest reads in their notification. A modal <dialog>: the browser
 * keeps focus inside it and Escape closes it.
 */
export function CancelOrderDialog({
  order,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  order: StaffOrder | null;
  busy: boolean;
  error: string | null;
  onConfirm(order: StaffOrder, reason: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (order && !element.open) {
      setReason('');
      setMissing(false);
      element.showModal();
    }
    if (!order && element.open) element.close();
  }, [order]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!order) return;
    if (!reason.trim()) return setMissing(true);
    onConfirm(order, reason.trim());
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby={`${fieldId}-title`}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface-raised p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      {order && (
        <form onSubmit={submit} className="space-y-4 p-5">
          <h2 id={`${fieldId}-title`} className="text-xl font-bold">
            {t('orders.cancelTitle', { id: order.id, room: order.room_number })}
          </h2>
          <div className="flex flex-wrap gap-2">
            {QUICK_REASONS.map((key) => (
              <Button
                key={key}
                variant="secondary"
                onClick={() => (setReason(t(`orders.cancelReasons.${key}`)), setMissing(false))}
              >
                {t(`orders.cancelReasons.${key}`)}
              </Button>
            ))}
          </div>
          <div className="space-y-1">
            <label htmlFor={fieldId} className="block text-sm font-medium">
              {t('orders.cancelReason')}
            </label>
            <textarea
              id={fieldId}
              value={reason}
              maxLength={CANCEL_REASON_MAX_LENGTH}
              rows={3}
              aria-required="true"
              aria-invalid={missing || undefined}
              aria-describedby={`${fieldId}-help`}
              onChange={(event) => (setReason(event.target.value), setMissing(false))}
              className="block w-full rounded-lg border border-line-strong bg-surface-raised p-3 text-ink"
            />
            <p
              id={`${fieldId}-help`}
              className={`text-sm ${missing || error ? 'text-danger' : 'text-ink-muted'}`}
            >
              {missing ? t('orders.reasonRequired') : (error ?? t('orders.cancelReasonHint'))}
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('orders.keep')}
            </Button>
            <Button type="submit" variant="danger" disabled={busy}>
              {t('orders.cancelConfirm')}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
