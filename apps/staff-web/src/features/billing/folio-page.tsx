import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { api, errorText } from '../../lib/api-client.ts';
import { useStaffUpdates } from '../../lib/live-provider.tsx';
import { FolioView } from './folio-view.tsx';

/**
 * Folios (/staff/folio): pick an in-house guest, or open /staff/folio?stay={id} from the stays screen; the
 * folio shows lines, payments and questions, takes a desk payment or records a refund due, and checks the guest
 * out.
 */
export default function FolioPage() {
  const [params] = useSearchParams();
  const stayId = Number(params.get('stay'));
  return Number.isSafeInteger(stayId) && stayId > 0 ? <FolioView stayId={stayId} /> : <StayPicker />;
}

/** Under the stays topic: a check-in or check-out refreshes the list too. */
const STAY_PICKER_KEY = ['stays', 'board', 'today'] as const;

function StayPicker() {
  const { t } = useTranslation();
  const board = useQuery({
    queryKey: STAY_PICKER_KEY,
    queryFn: () => api('/api/staff/stays/'),
  });
  // A guest's question about a line, or its answer, comes on the billing topic: the list counts open questions.
  const queryClient = useQueryClient();
  useStaffUpdates((update) => {
    if (update.topic === 'billing') void queryClient.invalidateQueries({ queryKey: STAY_PICKER_KEY });
  });
  const stays = board.data
    ? [...board.data.in_house, ...board.data.departures.filter((stay) => stay.status !== 'checked_out')]
    : [];
  const unique = [...new Map(stays.map((stay) => [stay.id, stay])).values()];
  return (
    <div>
      <PageHeader title={t('screens.folio')} intro={t('folio.pickIntro')} />
      {board.error && <Notice tone="error">{errorText(board.error, t('folio.loadFailed'))}</Notice>}
      {board.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      {board.data && unique.length === 0 && <p className="py-6 text-ink-muted">{t('folio.nobodyInHouse')}</p>}
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {unique.map((stay) => (
          <li key={stay.id}>
            <Link
              to={`/folio?stay=${stay.id}`}
              className="flex items-center gap-4 rounded-xl border border-line bg-surface-raised p-4 hover:border-brand-ink"
            >
              <span className="text-2xl font-bold">{stay.room_number}</span>
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-semibold">{stay.family_name}</span>
                <span className="block text-sm text-ink-muted">
                  <span className="whitespace-nowrap">{stay.check_in_date}</span> →{' '}
                  <span className="whitespace-nowrap">{stay.check_out_date}</span>
                </span>
                {stay.open_bill_questions > 0 && (
                  <span className="mt-1 inline-block rounded-full bg-warning-soft px-2 text-sm font-semibold text-warning">
                    {t('folio.openQuestions', { count: stay.open_bill_questions })}
                  </span>
                )}
              </span>
              <span className={buttonClass('secondary')}>{t('folio.open')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
