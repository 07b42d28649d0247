import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMenuItem } from '@hotel/contracts/menu-admin';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useSignedInSession } from '../../lib/session.ts';
import { ImportExport } from './import-export.tsx';
import { ItemForm } from './item-form.tsx';
import { ItemList } from './item-list.tsx';
import { LocationsPanel } from './locations-panel.tsx';
import { SubCategoriesPanel } from './sub-categories-panel.tsx';
import { useStaffMenu } from './use-menu.ts';

const TABS = ['items', 'subCategories', 'locations'] as const;
type Tab = (typeof TABS)[number];

/** The menu editor: items first (what changes during a shift), then tabs and places, then files. */
export default function MenuPage() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const menu = useStaffMenu();
  const [tab, setTab] = useState<Tab>('items');
  const [editing, setEditing] = useState<StaffMenuItem | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  if (menu.data && editing !== null) {
    return (
      <ItemForm
        menu={menu.data}
        item={editing === 'new' ? null : (menu.data.items.find((item) => item.id === editing.id) ?? editing)}
        onClose={(done) => {
          setEditing(null);
          setMessage(done ?? null);
        }}
      />
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('menu.title')}
        intro={t('menu.intro')}
        actions={
          menu.data && (
            <Button onClick={() => (setMessage(null), setEditing('new'))} size="lg">
              {t('menu.addItem')}
            </Button>
          )
        }
      />
      {message && <Notice tone="success">{message}</Notice>}
      {menu.error && (
        <Notice
          tone="error"
          action={<Button onClick={() => void menu.refetch()}>{t('common.retry')}</Button>}
        >
          {errorText(menu.error, t('menu.loadFailed'))}
        </Notice>
      )}
      {menu.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      {menu.data && (
        <>
          <div
            role="tablist"
            aria-label={t('menu.sections')}
            className="flex gap-1 overflow-x-auto border-b border-line"
          >
            {TABS.map((entry) => (
              <button
                key={entry}
                type="button"
                role="tab"
                id={`tab-${entry}`}
                aria-selected={tab === entry}
                aria-controls={`panel-${entry}`}
                onClick={() => setTab(entry)}
                className={`-mb-px min-h-11 shrink-0 border-b-2 px-4 font-semibold whitespace-nowrap ${
                  tab === entry
                    ? 'border-brand text-brand-ink'
                    : 'border-transparent text-ink-muted hover:text-ink'
                }`}
              >
                {t(`menu.tabs.${entry}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'items' && (
              <ItemList menu={menu.data} onEdit={(item) => (setMessage(null), setEditing(item))} />
            )}
            {tab === 'subCategories' && <SubCategoriesPanel menu={menu.data} />}
            {tab === 'locations' && <LocationsPanel menu={menu.data} />}
          </div>
          <ImportExport hotelId={session.hotel.unique_id} />
        </>
      )}
    </div>
  );
}
