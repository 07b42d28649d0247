import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { DiningItem } from '@hotel/contracts/dining';
import { primaryButtonClass } from '../../components/ui/button-styles.ts';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { ItemImage } from '../../components/ui/item-image.tsx';
import { Price } from '../../components/ui/price.tsx';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { CART_MAX_QUANTITY } from './cart-store.ts';
import { optionProblems, unitPrice, type OptionProblem, type OptionSelection } from './item-options.ts';
import { OptionGroups } from './option-groups.lazy.tsx';
import { ContentText } from '../../components/translation/content-text.tsx';
import { useContentText } from '../../lib/translation/use-content-translation.ts';

export interface AddRequest {
  item: DiningItem;
  selection: OptionSelection;
  quantity: number;
}

interface ItemCardProps {
  item: DiningItem;
  /**
   * Adds the line; answers whether it went into the cart. The menu decides: straight into the cart when a
   * location is chosen, otherwise the order modal opens with these choices.
   */
  onAdd: (request: AddRequest) => boolean;
  /** Whether the options must be complete before adding (only when the line goes straight into the cart). */
  checkOptions: boolean;
}

/**
 * A dish on the menu: picture, name, description, its options behind a disclosure, the price with the chosen
 * adjustments, a quantity that starts at 0 and an add button that waits for a quantity.
 */
export function ItemCard({ item, onAdd, checkOptions }: ItemCardProps) {
  const { t } = useTranslation();
  const translate = useContentText();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [selection, setSelection] = useState<OptionSelection>({});
  const [quantity, setQuantity] = useState(0);
  const [problems, setProblems] = useState<Map<number, OptionProblem> | undefined>(undefined);
  const hasOptions = item.options.length > 0;
  const hasRequired = item.options.some((option) => option.required || option.min_selections > 0);

  function changeSelection(next: OptionSelection) {
    setSelection(next);
    // Once shown, the messages follow the choices, so a fixed option loses its message at once.
    if (problems) setProblems(optionProblems(item.options, next));
  }

  function add() {
    if (checkOptions) {
      const found = optionProblems(item.options, selection);
      if (found.size > 0) {
        setProblems(found);
        setExpanded(true);
        return;
      }
    }
    if (onAdd({ item, selection, quantity })) {
      // SPEC section 4: after adding, the quantity selector resets.
      setQuantity(0);
      setProblems(undefined);
    }
  }

  return (
    <article
      aria-labelledby={`${id}-name`}
      className="flex flex-col overflow-hidden rounded-2xl bg-surface-raised shadow-sm ring-1 ring-line"
    >
      <ItemImage src={item.image_url} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          {/* Name and price on one baseline, joined by a dotted leader as on a printed menu. */}
          <div className="flex items-baseline gap-2">
            {/* Directly under the page's title in the outline: the category is a tab, not a heading. */}
            <h2 id={`${id}-name`} className="min-w-0 text-lg leading-snug font-bold text-ink">
              <ContentText text={item.name} />
            </h2>
            <span aria-hidden="true" className="min-w-4 flex-1 border-b-2 border-dotted border-line-strong" />
            <Price
              amount={unitPrice(item, selection)}
              currencySymbol={item.currency_symbol}
              className="shrink-0 text-lg"
            />
          </div>
          {item.description ? (
            <p className="mt-1 text-sm text-ink-muted">
              <ContentText text={item.description} />
            </p>
          ) : null}
        </div>

        {hasOptions ? (
          <div>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={`${id}-options`}
              onClick={() => setExpanded((open) => !open)}
              className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-line px-3 text-sm font-semibold text-ink hover:bg-surface"
            >
              <span>
                {t('dining.options', { count: item.options.length })}
                {hasRequired ? ' · ' : null}
                {hasRequired ? (
                  <span className="font-normal text-ink-muted">{t('dining.hasRequired')}</span>
                ) : null}
              </span>
              <ChevronDownIcon
                className={`size-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
              />
            </button>
            <div id={`${id}-options`} hidden={!expanded} className="pt-3">
              {expanded ? (
                <OptionGroups
                  options={item.options}
                  selection={selection}
                  onChange={changeSelection}
                  currencySymbol={item.currency_symbol}
                  problems={problems}
                />
              ) : null}
            </div>
          </div>
        ) : null}

        <div className="mt-auto flex items-center justify-between gap-3 pt-1">
          <QuantityStepper
            value={quantity}
            min={0}
            max={CART_MAX_QUANTITY}
            onChange={setQuantity}
            itemName={translate(item.name)}
          />
          <button
            type="button"
            className={`${primaryButtonClass} min-h-11 flex-1 px-4 text-sm`}
            disabled={quantity === 0}
            aria-label={t('dining.addToCartNamed', { name: translate(item.name) })}
            onClick={add}
          >
            {t('dining.addToCart')}
          </button>
        </div>
      </div>
    </article>
  );
}
