import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link } from 'react-router';
import { ArrowEndIcon, CompassIcon } from '../../../components/ui/icons.tsx';

/** Dashboard section slot: tourist-info card linking to /tourist-info. */
export function TouristInfoCardSlot() {
  const { t } = useTranslation();
  return (
    <Link
      to="/tourist-info"
      className="group flex items-center gap-4 rounded-3xl bg-surface-raised px-5 py-5 shadow-sm ring-1 ring-line transition hover:ring-line-strong"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand text-on-brand">
        <CompassIcon className="size-6" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-lg font-bold text-ink">{t('touristInfo.title')}</span>
        <span className="text-sm text-ink-muted">{t('touristInfo.cardBody')}</span>
      </span>
      <ArrowEndIcon className="size-5 shrink-0 text-ink-muted transition group-hover:text-ink" />
    </Link>
  );
}
