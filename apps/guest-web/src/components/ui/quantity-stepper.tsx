import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { MinusIcon, PlusIcon } from './icons.tsx';

interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What is being counted, for the buttons' names: 'Decrease quantity of Pad Thai'. */
  itemName: string;
}

/** − value +, with the minus disabled at the minimum and the plus at the maximum; 44 px buttons, a finger's size. */
export function QuantityStepper({ value, min, max, onChange, itemName }: QuantityStepperProps) {
  const { t } = useTranslation();
  const button = `flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent`;
  return (
    <div
      role="group"
      aria-label={t('dining.quantityOf', { name: itemName })}
      className="inline-flex items-center rounded-full border border-line-strong bg-surface-raised"
    >
      <button
        type="button"
        className={button}
        aria-label={t('dining.decrease', { name: itemName })}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <MinusIcon className="size-5" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-base font-bold text-ink tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t('dining.increase', { name: itemName })}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <PlusIcon className="size-5" />
      </button>
    </div>
  );
}
