import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { draftKey, type OptionGroupDraft } from './option-drafts.ts';

/**
 * One option group (e.g. "Spice level"): one or several choices, required or not, limits for multiple
 * choice, and its values with what each adds to the price. Plain words, no jargon: "Guests pick one".
 */
export function OptionGroupEditor({
  group,
  position,
  currency,
  onChange,
  onRemove,
}: {
  group: OptionGroupDraft;
  position: number;
  currency: string;
  onChange(group: OptionGroupDraft): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const set = (changes: Partial<OptionGroupDraft>) => onChange({ ...group, ...changes });
  const setValue = (key: string, changes: Partial<OptionGroupDraft['values'][number]>) =>
    set({ values: group.values.map((value) => (value.key === key ? { ...value, ...changes } : value)) });
  const title = group.name.trim() || t('menu.optionNumber', { number: position });

  return (
    <fieldset className="space-y-4 rounded-xl border border-line bg-surface-raised p-5">
      <legend className="sr-only">{title}</legend>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <TextField
          label={t('menu.optionName')}
          required
          maxLength={100}
          placeholder={t('menu.optionNamePlaceholder')}
          value={group.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <div className="flex items-end justify-end">
          <Button
            variant="ghost"
            onClick={onRemove}
            aria-label={t('menu.removeOptionNamed', { name: title })}
          >
            {t('menu.removeOption')}
          </Button>
        </div>
      </div>
      <div
        className="flex flex-wrap gap-x-6 gap-y-2"
        role="radiogroup"
        aria-label={t('menu.choiceKind', { name: title })}
      >
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            className="size-5"
            checked={!group.multiple}
            onChange={() => set({ multiple: false })}
          />
          {t('menu.single')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            className="size-5"
            checked={group.multiple}
            onChange={() => set({ multiple: true })}
          />
          {t('menu.multiple')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={group.required}
            onChange={(e) => set({ required: e.target.checked, min: e.target.checked ? group.min : '0' })}
          />
          {t('menu.required')}
        </label>
      </div>
      {group.multiple && (
        <div className="grid max-w-md grid-cols-2 gap-4">
          <TextField
            label={t('menu.minSelections')}
            type="number"
            min={0}
            max={50}
            value={group.min}
            onChange={(e) =>
              set({ min: e.target.value, required: group.required || Number(e.target.value) > 0 })
            }
          />
          <TextField
            label={t('menu.maxSelections')}
            type="number"
            min={1}
            max={50}
            value={group.max}
            placeholder={t('menu.noLimit')}
            onChange={(e) => set({ max: e.target.value })}
          />
        </div>
      )}
      <div className="space-y-3">
        <h3 className="text-sm font-semibold">{t('menu.values')}</h3>
        {group.values.map((value, index) => (
          <div key={value.key} className="grid grid-cols-[1fr_8rem_auto] items-end gap-3">
            <TextField
              label={t('menu.valueName', { number: index + 1 })}
              required
              maxLength={100}
              value={value.name}
              onChange={(e) => setValue(value.key, { name: e.target.value })}
            />
            <TextField
              label={t('menu.valuePrice', { currency })}
              inputMode="decimal"
              placeholder="0"
              value={value.price}
              onChange={(e) => setValue(value.key, { price: e.target.value })}
            />
            <Button
              variant="ghost"
              disabled={group.values.length === 1}
              aria-label={t('menu.removeValueNamed', { name: value.name || index + 1 })}
              onClick={() => set({ values: group.values.filter((entry) => entry.key !== value.key) })}
            >
              ✕
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => set({ values: [...group.values, { key: draftKey(), name: '', price: '' }] })}
        >
          {t('menu.addValue')}
        </Button>
      </div>
    </fieldset>
  );
}
