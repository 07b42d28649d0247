import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { usePriceDecimals } from '../../lib/hotel/use-hotel.ts';
import { formatPrice } from '../../lib/format-price.ts';

interface PriceProps {
  amount: number;
  currencySymbol: string | null | undefined;
  /** The symbol when the price has none: '$' by default, the cart passes '฿' (SPEC section 9). */
  fallbackSymbol?: string;
  className?: string;
  /** 'inherit' keeps the surrounding text colour, for a price on a brand-coloured button. */
  tone?: 'price' | 'inherit';
}

/**
 * A price in the price colour (SPEC section 9), with the hotel currency's decimals, in the guest's language. Kept left to right so
 * the symbol stays next to its number inside Arabic or Hebrew text.
 */
export function Price({
  amount,
  currencySymbol,
  fallbackSymbol,
  className = '',
  tone = 'price',
}: PriceProps) {
  const { i18n } = useTranslation();
  const decimals = usePriceDecimals();
  return (
    <bdi dir="ltr" className={`font-bold tabular-nums ${tone === 'price' ? 'text-price' : ''} ${className}`}>
      {formatPrice(amount, currencySymbol, i18n.language, fallbackSymbol, decimals)}
    </bdi>
  );
}
