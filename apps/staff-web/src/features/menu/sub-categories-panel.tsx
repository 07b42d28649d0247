import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMenu } from '@hotel/contracts/menu-admin';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { moved, useMenuMutations } from './use-menu.ts';

/** The guest menu's tabs: names and order. */
export function SubCategoriesPanel({ menu }: { menu: StaffMenu }) {
  const { t } = useTranslation();
  const { saveSubCategory, deleteSubCategory, reorder } = useMenuMutations();
  const [added, setAdded] = useState('');
  const ids = menu.sub_categories.map((entry) => entry.id);
  const error = saveSubCategory.error ?? deleteSubCategory.error ?? reorder.error;

  function add(event: FormEvent) {
    event.preventDefault();
    saveSubCategory.mutate({ id: null, name: added }, { onSuccess: () => setAdded('') });
  }

  return (
    <div className="space-y-4">
      <p className="text-ink-muted">{t('menu.subCategoriesIntro')}</p>
      {error && <Notice tone="error">{errorText(error, t('common.errorGeneric'))}</Notice>}
      <ul className="divide-y divide-line rounded-xl border border-line bg-surface-raised">
        {menu.sub_categories.map((entry, index) => (
          <li key={entry.id} className="flex flex-wrap items-end gap-2 p-3">
            <form
              className="flex min-w-0 flex-1 items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                const name = new FormData(event.currentTarget).get('name');
                saveSubCategory.mutate({ id: entry.id, name: String(name ?? '') });
              }}
            >
              <div className="min-w-0 flex-1">
                <TextField
                  label={t('menu.subCategoryName')}
                  name="name"
                  defaultValue={entry.name}
                  required
                  maxLength={100}
                />
              </div>
              <Button type="submit" variant="secondary">
                {t('menu.rename')}
              </Button>
            </form>
            <Button
              variant="ghost"
              aria-label={t('menu.moveUpNamed', { name: entry.name })}
              disabled={index === 0}
              onClick={() => reorder.mutate({ list: 'sub-categories', ids: moved(ids, index, -1) })}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              aria-label={t('menu.moveDownNamed', { name: entry.name })}
              disabled={index === ids.length - 1}
              onClick={() => reorder.mutate({ list: 'sub-categories', ids: moved(ids, index, 1) })}
            >
              ↓
            </Button>
            <Button
              variant="danger"
              aria-label={t('menu.deleteNamed', { name: entry.name })}
              onClick={() => deleteSubCategory.mutate(entry.id)}
            >
              {t('menu.delete')}
            </Button>
          </li>
        ))}
      </ul>
      <form
        onSubmit={add}
        className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface-raised p-4"
      >
        <div className="min-w-56 flex-1">
          <TextField
            label={t('menu.newSubCategory')}
            value={added}
            required
            maxLength={100}
            onChange={(e) => setAdded(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={saveSubCategory.isPending}>
          {t('menu.addSubCategory')}
        </Button>
      </form>
    </div>
  );
}
