import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMenu, StaffMenuItem } from '@hotel/contracts/menu-admin';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText, fieldErrorOf } from '../../lib/api-client.ts';
import { ImageField } from './image-field.tsx';
import { OptionGroupEditor } from './option-group-editor.tsx';
import { draftKey, fromDraft, toDrafts, type OptionGroupDraft } from './option-drafts.ts';
import { parseAmount } from './price.ts';
import { useMenuMutations } from './use-menu.ts';

/** Adding or changing one item: everything a guest sees of it, options included, saved in one go. */
export function ItemForm({
  menu,
  item,
  onClose,
}: {
  menu: StaffMenu;
  item: StaffMenuItem | null;
  onClose(message?: string): void;
}) {
  const { t } = useTranslation();
  const { saveItem, deleteItem } = useMenuMutations();
  const [name, setName] = useState(item?.name ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [price, setPrice] = useState(item ? String(item.price) : '');
  const [subCategory, setSubCategory] = useState<number | null>(
    item?.sub_category ?? menu.sub_categories[0]?.id ?? null,
  );
  const [locations, setLocations] = useState<number[]>(item?.locations ?? []);
  const [imageUrl, setImageUrl] = useState<string | null>(item?.image_url ?? null);
  const [popular, setPopular] = useState(item?.popular ?? false);
  const [available, setAvailable] = useState(item?.available ?? true);
  const [groups, setGroups] = useState<OptionGroupDraft[]>(() => toDrafts(item));
  const error = saveItem.error ?? deleteItem.error;
  // A refused name or price is shown at its field; anything else above the form.
  const fieldError = fieldErrorOf(saveItem.error, ['name', 'price']);
  const errorAt = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form replaces the list: start at its top, with the keyboard there too.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    saveItem.mutate(
      {
        id: item?.id ?? null,
        item: {
          name,
          description,
          price: parseAmount(price),
          image_url: imageUrl,
          sub_category: subCategory,
          locations,
          popular,
          available,
          options: groups.map(fromDraft),
        },
      },
      { onSuccess: () => onClose(t(item ? 'menu.itemSaved' : 'menu.itemAdded', { name })) },
    );
  }

  function remove() {
    if (!item || !window.confirm(t('menu.deleteItemConfirm', { name: item.name }))) return;
    deleteItem.mutate(item.id, { onSuccess: () => onClose(t('menu.itemDeleted', { name: item.name })) });
  }

  const toggleLocation = (id: number) =>
    setLocations((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
    );

  return (
    <form onSubmit={submit} className="space-y-6" aria-labelledby="item-form-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1
          id="item-form-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none"
        >
          {item ? t('menu.editItem', { name: item.name }) : t('menu.addItem')}
        </h1>
        <Button variant="secondary" onClick={() => onClose()}>
          {t('menu.backToMenu')}
        </Button>
      </div>
      {error && !fieldError && <Notice tone="error">{errorText(error, t('common.errorGeneric'))}</Notice>}

      <section className="grid gap-4 rounded-xl border border-line bg-surface-raised p-5 md:grid-cols-2">
        <TextField
          label={t('menu.name')}
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errorAt('name')}
        />
        <TextField
          label={t('menu.price', { currency: menu.currency_symbol })}
          required
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          hint={t('menu.priceHint')}
          error={errorAt('price')}
        />
        <div className="space-y-1 md:col-span-2">
          <label htmlFor="item-description" className="block text-sm font-medium">
            {t('menu.description')}
          </label>
          <textarea
            id="item-description"
            maxLength={1000}
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            className="block w-full rounded-lg border border-line-strong bg-surface-raised px-3 py-2 text-ink"
          />
        </div>
        <SelectField
          label={t('menu.subCategory')}
          value={subCategory ?? ''}
          onChange={(e) => setSubCategory(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{t('menu.noSubCategory')}</option>
          {menu.sub_categories.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col justify-end gap-2">
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5"
              checked={available}
              onChange={(e) => setAvailable(e.target.checked)}
            />
            {t('menu.availableNow')}
          </label>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5"
              checked={popular}
              onChange={(e) => setPopular(e.target.checked)}
            />
            {t('menu.popular')}
          </label>
        </div>
        <fieldset className="space-y-2 md:col-span-2">
          <legend className="text-sm font-medium">{t('menu.servedAt')}</legend>
          <p className="text-sm text-ink-muted">{t('menu.servedAtHint')}</p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {menu.locations.map((location) => (
              <label key={location.id} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={locations.includes(location.id)}
                  onChange={() => toggleLocation(location.id)}
                />
                {location.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="md:col-span-2">
          <ImageField
            label={t('menu.picture')}
            url={imageUrl}
            onChange={setImageUrl}
            uploadPath="/api/staff/menu/images/"
          />
        </div>
      </section>

      <section className="space-y-4" aria-labelledby="options-title">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="options-title" className="text-lg font-semibold">
              {t('menu.options')}
            </h2>
            <p className="text-sm text-ink-muted">{t('menu.optionsHint')}</p>
          </div>
          <Button
            variant="secondary"
            onClick={() =>
              setGroups((current) => [
                ...current,
                {
                  key: draftKey(),
                  name: '',
                  required: false,
                  multiple: false,
                  min: '0',
                  max: '',
                  values: [{ key: draftKey(), name: '', price: '' }],
                },
              ])
            }
          >
            {t('menu.addOption')}
          </Button>
        </div>
        {groups.map((group, index) => (
          <OptionGroupEditor
            key={group.key}
            group={group}
            position={index + 1}
            currency={menu.currency_symbol}
            onChange={(changed) =>
              setGroups((current) => current.map((entry) => (entry.key === group.key ? changed : entry)))
            }
            onRemove={() => setGroups((current) => current.filter((entry) => entry.key !== group.key))}
          />
        ))}
      </section>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={saveItem.isPending}>
          {saveItem.isPending ? t('common.saving') : item ? t('common.save') : t('menu.addItem')}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => onClose()}>
          {t('common.cancel')}
        </Button>
        {item && (
          <Button
            variant="danger"
            size="lg"
            className="ms-auto"
            onClick={remove}
            disabled={deleteItem.isPending}
          >
            {t('menu.deleteItem')}
          </Button>
        )}
      </div>
    </form>
  );
}
