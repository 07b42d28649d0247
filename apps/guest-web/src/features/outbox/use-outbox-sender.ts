import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useOutboxStore } from './outbox-store.ts';
import { sendWaitingOrders } from './send-outbox.ts';

/** While orders wait, the phone tries again this often too (an 'online' event is not always fired). */
const RETRY_EVERY_MS = 15_000;

/**
 * Sends the orders that wait on the device when the network comes back, when the app opens, and every
 * 15 s while any wait; says so with a toast. Mounted once, in the shell of every logged-in screen.
 */
export function useOutboxSender(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const waiting = useOutboxStore((state) => state.orders.some((order) => order.state === 'waiting'));

  useEffect(() => {
    if (!waiting) return;
    const send = () => {
      void sendWaitingOrders(queryClient).then((outcomes) => {
        for (const outcome of outcomes) {
          if ('sent' in outcome) toast.success(t('outbox.sent', { id: outcome.sent.id }));
          else toast.error(t('outbox.refusedToast'));
        }
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
