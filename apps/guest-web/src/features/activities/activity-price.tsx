import type { Activity } from '@hotel/contracts/activities';
import { Price } from '../../components/ui/price.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/**
 * An activity's price as a guest reads it: the amount with what it is for ('฿1,200.00 per person', '฿3,000.00 per
 * booking'), or 'Free' for one that costs nothing (it read '฿0.00 per person'). Two inline pieces, laid out by the
 * caller's line.
 */
export function ActivityPrice({
  activity,
  priceClassName = '',
  unitClassName = 'text-sm',
}: {
  activity: Pick<Activity, 'price' | 'currency_symbol' | 'price_per_person'>;
  priceClassName?: string;
  unitClassName?: string;
}) {
  const { t } = useTranslation();
  if (activity.price === 0)
    return <span className={`font-bold text-price ${priceClassName}`}>{t('activities.free')}</span>;
  return (
    <>
      <Price amount={activity.price} currencySymbol={activity.currency_symbol} className={priceClassName} />
      <span className={`text-ink-muted ${unitClassName}`}>
        {activity.price_per_person ? t('activities.perPerson') : t('activities.perBooking')}
      </span>
    </>
  );
}
