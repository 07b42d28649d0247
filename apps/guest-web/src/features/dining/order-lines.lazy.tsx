import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { Order } from '@hotel/contracts/dining';
import { Price } from '../../components/ui/price.tsx';
import { ContentText } from '../../components/translation/content-text.tsx';
import { useContentText } from '../../lib/translation/use-content-translation.ts';

/**
 * An order's lines (quantity, name, the chosen options, the line's total price) and the order total, as the
 * server priced them. Shared by the confirmation and the account page.
 */
export function OrderLines({ order }: { order: Pick<Order, 'items' | 'total' | 'currency_symbol'> }) {
  const { t } = useTranslation();
  const translate = useContentText();
  return (
    <div className="flex flex-col">
      <ul className="flex flex-col divide-y divide-line">
        {order.items.map((line) => (
          <li key={line.id} className="flex items-start gap-3 py-2.5">
            <span className="min-w-8 pt-0.5 text-sm font-bold text-ink-muted tabular-nums">
              {t('dining.lineQuantity', { n: line.quantity })}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-ink">
                <ContentText text={line.name} />
              </p>
              {line.option_details.length > 0 ? (
                <ul className="mt-0.5 text-xs text-ink-muted">
                  {line.option_details.map((option) => (
                    <li key={option.id}>
                      {t('dining.optionChoice', {
                        option: translate(option.name),
                        values: option.values.map((value) => translate(value.name)).join(', '),
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <Price amount={line.total_price} currencySymbol={order.currency_symbol} className="text-sm" />
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between border-t border-line-strong pt-3 text-base font-bold text-ink">
        <span>{t('dining.total')}</span>
        <Price amount={order.total} currencySymbol={order.currency_symbol} className="text-lg" />
      </p>
    </div>
  );
}

/** SPEC section 4: an order status is displayed through its catalogue key status_{status}. */
export function useOrderStatusLabel() {
  const { t } = useTranslation();
  return (status: string) => t(`status_${status as Order['status']}`, { defaultValue: status });
}
