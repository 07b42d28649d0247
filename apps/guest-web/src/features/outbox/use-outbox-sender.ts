import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from 'sonner';
import { useOutboxStore } from './outbox-store.ts';
import { sendWaiting, type SendOutcome } from './send-outbox.ts';

/** While orders wait, the phone tries again this often too (an 'online' event is not always fired). */
const RETRY_EVERY_MS = 15_000;

/**
 * Sends the orders, bookings, request toggles and chat messages that wait on the device when the network comes
 * back, when the app opens, and every 15 s while any wait; says so with a toast (chat messages show it in their
 * conversation). Mounted once, in the shell of every logged-in screen.
 */
export function useOutboxSender(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const waiting = useOutboxStore((state) => state.entries.some((entry) => entry.state === 'waiting'));

  useEffect(() => {
    if (!waiting) return;
    const announce = (outcome: SendOutcome) => {
      // A chat message shows its fate in its conversation, where the guest wrote it; a toast would repeat it.
      if (outcome.kind === 'chat') return;
      if (!('sent' in outcome)) toast.error(t('outbox.refusedToast'));
      else if (outcome.kind === 'order') toast.success(t('outbox.sent', { id: outcome.sent.id }));
      else if (outcome.kind === 'booking')
        toast.success(t('outbox.bookingSent', { reference: outcome.sent.reference_number }));
      else toast.success(t('outbox.requestSent'));
    };
    const send = () => {
      void sendWaiting(queryClient).then((outcomes) => {
        for (const outcome of outcomes) announce(outcome);
      });
    };
    send();
    window.addEventListener('online', send);
    const timer = window.setInterval(send, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [waiting, queryClient, t]);
}
