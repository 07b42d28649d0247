import { useEffect, useState } from 'react';
import { warmAfterData } from '../../lib/query-client.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from 'react-router';
import { secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { DASHBOARD_TOASTER_ID } from '../../components/ui/dashboard-toaster.tsx';
import { ArrowEndIcon } from '../../components/ui/icons.tsx';
import { ItemImage } from '../../components/ui/item-image.tsx';
import { Price } from '../../components/ui/price.tsx';
import type { OrderModalRequest } from './order-modal.tsx';
import { usePopularItems } from './use-menu.ts';
import { orderModal } from './lazy-order-modal.ts';
import { ContentText } from '../../components/translation/content-text.tsx';

/**
 * The dashboard's popular dining items (SPEC section 2): a row of cards that scrolls sideways, each opening the
 * order modal, and the 'view full menu' button to /menu.
 */
export function PopularDiningSection() {
  const { t } = useTranslation();
  const popular = usePopularItems();
  const [modal, setModal] = useState<OrderModalRequest | null>(null);

  // The dialog's code is fetched once the dashboard is up, so a tap opens it at once.
  useEffect(() => warmAfterData([orderModal.preload]), []);

  return (
    <section aria-labelledby="popular-dining-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="popular-dining-title" className="text-xl font-bold tracking-tight text-ink">
          {t('dining.popular.title')}
        </h2>
        <Link to="/menu" className={`${secondaryButtonClass} shrink-0`}>
          {t('dining.popular.viewMenu')}
          <ArrowEndIcon className="size-4" />
        </Link>
      </div>
      {popular.isPending ? (
        <div aria-hidden="true" className="flex gap-3 overflow-hidden">
          {[0, 1, 2].map((index) => (
            <div
              key={index}
              className="h-52 w-40 shrink-0 animate-pulse rounded-2xl bg-surface-raised ring-1 ring-line"
            />
          ))}
        </div>
      ) : popular.isError ? (
        <p className="text-sm text-ink-muted">{t('dining.popular.error')}</p>
      ) : popular.data.length > 0 ? (
        <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
          {popular.data.map((item) => (
            <li key={item.id} className="flex w-40 shrink-0 snap-start">
              <button
                type="button"
                onClick={() =>
                  setModal({ itemId: item.item_id, name: item.name, toasterId: DASHBOARD_TOASTER_ID })
                }
                className="flex w-full flex-col overflow-hidden rounded-2xl bg-surface-raised text-start shadow-sm ring-1 ring-line transition hover:ring-line-strong"
              >
                <ItemImage src={item.image_url} className="aspect-[4/3] w-full" />
                <span className="flex flex-1 flex-col gap-1 p-3">
                  <span className="line-clamp-2 text-sm leading-snug font-bold text-ink">
                    <ContentText text={item.name} />
                  </span>
                  <Price
                    amount={item.price}
                    currencySymbol={item.currency_symbol}
                    className="mt-auto text-sm"
                  />
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {modal ? <orderModal.Overlay request={modal} onClose={() => setModal(null)} /> : null}
    </section>
  );
}
