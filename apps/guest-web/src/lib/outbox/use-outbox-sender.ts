import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation.ts';
import { toast } from 'sonner';
import { outboxKindOf } from './outbox-kinds.ts';
import { useOutboxStore } from './outbox-store.ts';
import { sendWaiting, type SendOutcome } from './send-outbox.ts';

/** While orders wait, the phone tries again this often too (an 'online' event is not always fired). */
const RETRY_EVERY_MS = 15_000;

/**
 * Sends the orders, bookings, request toggles and chat messages that wait on the device when the network comes
 * back, when the app opens, and every 15 s while any wait; says so with a toast (a kind its own screen shows, chat
 * messages in their conversation, has none). Mounted once, in the shell of every logged-in screen.
 */
export function useOutboxSender(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const waiting = useOutboxStore((state) => state.entries.some((entry) => entry.state === 'waiting'));

  useEffect(() => {
    if (!waiting) return;
    const announce = (outcome: SendOutcome) => {
      const listed = outboxKindOf(outcome)?.listed;
      if (!listed) return;
      if ('sent' in outcome) toast.success(listed.sentToast(outcome.sent, t));
      else toast.error(t('outbox.refusedToast'));
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
