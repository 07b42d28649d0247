import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { ItemOption } from '@hotel/contracts/dining';
import { formatPriceAdjustment } from '../../lib/format-price.ts';
import { usePriceDecimals } from '../../lib/hotel/use-hotel.ts';
import {
  chooseSingle,
  chosenValueIds,
  toggleMultiple,
  type OptionProblem,
  type OptionSelection,
} from './item-options.ts';
import { ContentText } from '../../components/translation/content-text.tsx';
import { useContentText } from '../../lib/translation/use-content-translation.ts';

/** The rules of an item's options, for the other screens that draw these groups (the activities' booking dialog). */
export { optionProblems, textsOfItem, type OptionSelection } from './item-options.ts';

interface OptionGroupsProps {
  options: ItemOption[];
  selection: OptionSelection;
  onChange: (selection: OptionSelection) => void;
  currencySymbol: string;
  problems?: Map<number, OptionProblem> | undefined;
}

/** The words of SPEC section 5 for an option that is not chosen as it must be. */
export function useOptionProblemText() {
  const { t } = useTranslation();
  const translate = useContentText();
  return (problem: OptionProblem) =>
    problem.kind === 'required'
      ? t('dining.errors.selectOption', { name: translate(problem.name) })
      : t('dining.errors.minSelections', { n: problem.n });
}

/**
 * One fieldset per option: radio buttons for a single choice (with 'None' when it may be left out), checkboxes
 * for a multiple choice (boxes beyond the maximum are disabled), each price adjustment with its sign, and an
 * asterisk on required options.
 */
export function OptionGroups({ options, selection, onChange, currencySymbol, problems }: OptionGroupsProps) {
  const { t, i18n } = useTranslation();
  const decimals = usePriceDecimals();
  const problemText = useOptionProblemText();
  const baseId = useId();

  return (
    <div className="flex flex-col gap-4">
      {options.map((option) => {
        const groupId = `${baseId}-${option.id}`;
        const problem = problems?.get(option.id);
        const chosen = chosenValueIds(selection, option.id);
        const hint = selectionHint(option, t);
        const describedBy = [hint ? `${groupId}-hint` : '', problem ? `${groupId}-error` : '']
          .filter(Boolean)
          .join(' ');
        const atMaximum = option.max_selections !== null && chosen.length >= option.max_selections;
        return (
          <fieldset
            key={option.id}
            aria-describedby={describedBy || undefined}
            data-option-id={option.id}
            className="min-w-0"
          >
            <legend className="text-sm font-bold text-ink">
              <ContentText text={option.name} />
              {option.required ? (
                <>
                  <span aria-hidden="true" className="ms-0.5 text-danger">
                    *
                  </span>{' '}
                  <span className="sr-only">{t('dining.required')}</span>
                </>
              ) : null}
            </legend>
            {option.description || hint ? (
              <p id={`${groupId}-hint`} className="mt-0.5 text-xs text-ink-muted">
                {option.description ? <ContentText text={option.description} /> : null}
                {option.description && hint ? ' · ' : null}
                {hint}
              </p>
            ) : null}
            <div className="mt-2 flex flex-col gap-1">
              {!option.multiple && !option.required ? (
                <Choice
                  type="radio"
                  name={groupId}
                  label={t('dining.noChoice')}
                  checked={chosen.length === 0}
                  onChange={() => onChange(chooseSingle(selection, option.id, null))}
                />
              ) : null}
              {option.values.map((value) => {
                const checked = chosen.includes(value.id);
                return (
                  <Choice
                    key={value.id}
                    type={option.multiple ? 'checkbox' : 'radio'}
                    name={groupId}
                    label={<ContentText text={value.name} />}
                    description={value.description ? <ContentText text={value.description} /> : undefined}
                    adjustment={
                      value.price_adjustment !== 0
                        ? formatPriceAdjustment(
                            value.price_adjustment,
                            currencySymbol,
                            i18n.language,
                            decimals,
                          )
                        : undefined
                    }
                    checked={checked}
                    disabled={option.multiple && !checked && atMaximum}
                    onChange={(next) =>
                      onChange(
                        option.multiple
                          ? toggleMultiple(selection, option, value.id, next)
                          : chooseSingle(selection, option.id, value.id),
                      )
                    }
                  />
                );
              })}
            </div>
            {problem ? (
              <p id={`${groupId}-error`} data-error className="mt-1.5 text-sm font-semibold text-danger">
                {problemText(problem)}
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}

function selectionHint(option: ItemOption, t: ReturnType<typeof useTranslation>['t']): string {
  if (!option.multiple) return '';
  const min = option.min_selections;
  const max = option.max_selections;
  if (min > 0 && max !== null) return t('dining.chooseBetween', { min, max });
  if (min > 0) return t('dining.chooseAtLeast', { min });
  if (max !== null) return t('dining.chooseUpTo', { max });
  return '';
}

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  /** A plain string is the app's own words; hotel content comes as <ContentText>. */
  label: ReactNode;
  description?: ReactNode;
  adjustment?: string | undefined;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

function Choice({ type, name, label, description, adjustment, checked, disabled, onChange }: ChoiceProps) {
  return (
    <label
      className={`flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 transition-colors ${
        disabled ? 'cursor-not-allowed opacity-55' : 'cursor-pointer hover:bg-surface'
      } ${checked ? 'bg-surface' : ''}`}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="choice-control"
      />
      <span className="min-w-0 flex-1 text-sm text-ink">
        {typeof label === 'string' ? <bdi>{label}</bdi> : label}
        {description ? <span className="block text-xs text-ink-muted">{description}</span> : null}
      </span>
      {adjustment ? (
        <bdi
          dir="ltr"
          className="shrink-0 text-sm font-semibold whitespace-nowrap text-ink-muted tabular-nums"
        >
          {adjustment}
        </bdi>
      ) : null}
    </label>
  );
}
