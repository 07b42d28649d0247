import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMenu, StaffMenuItem } from '@hotel/contracts/menu-admin';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { formatAmount } from './price.ts';
import { swapped, useMenuMutations } from './use-menu.ts';

/**
 * The items by sub-category, each with its one-tap "Sold out" switch (as on a restaurant's tablet POS)
 * and Edit. Moving an item up or down changes the order guests see.
 */
export function ItemList({ menu, onEdit }: { menu: StaffMenu; onEdit(item: StaffMenuItem): void }) {
  const { t } = useTranslation();
  const { setAvailable, reorder } = useMenuMutations();
  // A tapped "Sold out" shows at once, in the same tap, until the menu read after the server's answer
  // (the switch is a controlled checkbox; the query cache only updates a tick later). A refusal simply
  // drops the entry, and the switch shows the server's state again.
  const [tapped, setTapped] = useState<ReadonlyMap<number, boolean>>(new Map());
  const availableOf = (item: StaffMenuItem) => tapped.get(item.id) ?? item.available;
  const markAvailable = (id: number, available: boolean) => {
    setTapped((current) => new Map(current).set(id, available));
    void setAvailable
      .mutateAsync({ id, available })
      .catch(() => undefined) // shown through setAvailable.error
      .finally(() =>
        setTapped((current) => {
          const next = new Map(current);
          next.delete(id);
          return next;
        }),
      );
  };
  const ids = menu.items.map((item) => item.id);
  const groups = [
    ...menu.sub_categories.map((entry) => ({
      key: String(entry.id),
      title: entry.name,
      id: entry.id as number | null,
    })),
    { key: 'none', title: t('menu.noSubCategory'), id: null },
  ]
    .map((group) => ({ ...group, items: menu.items.filter((item) => item.sub_category === group.id) }))
    .filter((group) => group.items.length > 0);
  const locationName = new Map(menu.locations.map((location) => [location.id, location.name]));

  if (menu.items.length === 0) return <p className="text-ink-muted">{t('menu.noItems')}</p>;
  const error = setAvailable.error ?? reorder.error;
  return (
    <div className="space-y-8">
      {error && <Notice tone="error">{errorText(error, t('common.errorGeneric'))}</Notice>}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`} className="space-y-3">
          <h2 id={`group-${group.key}`} className="text-lg font-semibold">
            {group.title}
          </h2>
          <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface-raised">
            {group.items.map((item, index) => {
              // Up and down move an item among its own sub-category's items, as guests see them.
              const above = group.items[index - 1]?.id;
              const below = group.items[index + 1]?.id;
              const places = item.locations
                .map((id) => locationName.get(id))
                .filter(Boolean)
                .join(', ');
              return (
                <li key={item.id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap sm:gap-4">
                  {item.image_url ? (
                    <img src={item.image_url} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
                  ) : (
                    <div aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-surface-sunken" />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className={`font-semibold ${availableOf(item) ? '' : 'text-ink-muted line-through'}`}>
                      {item.name}
                    </p>
                    <p className="truncate text-sm text-ink-muted">
                      {formatAmount(item.price, menu)}
                      {' · '}
                      {places || t('menu.everywhere')}
                      {item.options.length > 0 &&
                        ` · ${t('menu.optionCount', { count: item.options.length })}`}
                      {item.popular && ` · ${t('menu.popularBadge')}`}
                    </p>
                  </div>
                  <div className="flex w-full items-center gap-2 sm:w-auto">
                    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line-strong px-3 text-sm font-semibold">
                      <input
                        type="checkbox"
                        role="switch"
                        className="size-5 accent-[var(--danger)]"
                        checked={!availableOf(item)}
                        disabled={tapped.has(item.id)}
                        aria-label={t('menu.soldOutNamed', { name: item.name })}
                        onChange={(e) => markAvailable(item.id, !e.target.checked)}
                      />
                      <span aria-hidden="true" className={availableOf(item) ? '' : 'text-danger'}>
                        {t('menu.soldOut')}
                      </span>
                    </label>
                    <Button
                      variant="ghost"
                      aria-label={t('menu.moveUpNamed', { name: item.name })}
                      disabled={above === undefined || reorder.isPending}
                      onClick={() =>
                        above !== undefined &&
                        reorder.mutate({ list: 'items', ids: swapped(ids, item.id, above) })
                      }
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t('menu.moveDownNamed', { name: item.name })}
                      disabled={below === undefined || reorder.isPending}
                      onClick={() =>
                        below !== undefined &&
                        reorder.mutate({ list: 'items', ids: swapped(ids, item.id, below) })
                      }
                    >
                      ↓
                    </Button>
                    <Button
                      variant="secondary"
                      className="ms-auto"
                      aria-label={t('menu.editNamed', { name: item.name })}
                      onClick={() => onEdit(item)}
                    >
                      {t('common.edit')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
