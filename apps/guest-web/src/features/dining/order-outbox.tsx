import type { Order, OrderRequest } from '@hotel/contracts/dining';
import { api } from '../../lib/api-client.ts';
import { CART_DEFAULT_CURRENCY } from '../../lib/format-price.ts';
import type { OutboxEntry } from '../../lib/outbox/outbox-entry.ts';
import { defineOutboxKind } from '../../lib/outbox/outbox-kinds.ts';
import { Price } from '../../components/ui/price.tsx';
import { GUEST_ORDERS_KEY } from './use-orders.ts';

/** An order placed while the phone could not reach the hotel, under the Idempotency-Key of its first attempt. */
export interface WaitingOrder extends OutboxEntry {
  kind: 'order';
  payload: OrderRequest;
  itemCount: number;
  total: number;
  currencySymbol: string | undefined;
}

export const orderOutboxKind = defineOutboxKind<WaitingOrder, Order>({
  kind: 'order',
  isWhole: (entry) => typeof entry.payload === 'object',
  send: (entry) => api.post<Order>('orders', entry.payload, { headers: { 'Idempotency-Key': entry.key } }),
  afterSending: (queryClient) => queryClient.invalidateQueries({ queryKey: GUEST_ORDERS_KEY }),
  listed: {
    describe: (entry, { t }) => ({
      label: t('outbox.orderLabel', { count: entry.itemCount }),
      summary: (
        <>
          {t('outbox.summary', { count: entry.itemCount })} ·{' '}
          <Price
            amount={entry.total}
            currencySymbol={entry.currencySymbol}
            fallbackSymbol={CART_DEFAULT_CURRENCY}
          />
        </>
      ),
    }),
    sentToast: (order, t) => t('outbox.sent', { id: order.id }),
  },
});
