import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { QrCard, QrSheet } from '@hotel/contracts/rooms';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useQrSheet } from './use-rooms.ts';

function roomIdsFrom(value: string | null): number[] | null {
  if (!value || !/^\d+(,\d+)*$/.test(value)) return null;
  return value.split(',').map(Number);
}

/** One card as it is cut from the sheet: black on white in any theme, sized in millimetres for print. */
function RoomCard({ card, hotel }: { card: QrCard; hotel: QrSheet['hotel'] }) {
  const { t } = useTranslation();
  return (
    <article
      aria-label={t('qr.cardLabel', { room: card.room_number })}
      className="flex flex-col items-center gap-3 overflow-hidden rounded-xl border border-line bg-white p-5 text-center text-black print:h-[92mm] print:break-inside-avoid print:justify-center print:gap-[2mm] print:rounded-none print:border-dashed print:border-neutral-400 print:p-[4mm]"
    >
      <div className="flex items-center gap-2">
        {hotel.small_logo_url && (
          <img src={hotel.small_logo_url} alt="" className="size-7 print:size-[6mm]" />
        )}
        <p className="text-sm font-semibold tracking-wide uppercase print:text-[3.4mm]">{hotel.name}</p>
      </div>
      <h2 className="text-3xl font-bold print:text-[9mm] print:leading-none">
        {t('qr.room', { room: card.room_number })}
      </h2>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(card.svg)}`}
        alt={t('qr.codeAlt', { room: card.room_number })}
        className="size-44 print:size-[38mm]"
      />
      <p className="max-w-[72mm] text-sm leading-snug print:text-[3.4mm]">{t('qr.instructions')}</p>
      <p className="max-w-[84mm] text-[11px] leading-tight text-neutral-700 print:text-[2.6mm]">
        {t('qr.orOpen')}{' '}
        <span className="font-mono">
          {/* Lines break before ? and &, never inside the hotel's id. */}
          {card.url.split(/(?=[?&])/).map((part, index) => (
            <Fragment key={index}>
              {index > 0 && <wbr />}
              <span className="whitespace-nowrap">{part}</span>
            </Fragment>
          ))}
        </span>
      </p>
    </article>
  );
}

/** The printable sheet: six cards to an A4 page; the browser prints it or saves it as PDF. */
export default function QrSheetView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roomIds = roomIdsFrom(params.get('rooms'));
  const sheet = useQrSheet(roomIds);

  return (
    <div className="space-y-6 print:space-y-0">
      <div className="space-y-4 print:hidden">
        <PageHeader
          title={
            roomIds?.length === 1 && sheet.data?.cards[0]
              ? t('qr.titleOne', { room: sheet.data.cards[0].room_number })
              : t('qr.title')
          }
          intro={t('qr.intro', { count: sheet.data?.cards.length ?? 0 })}
          actions={
            <>
              <Link to=".." relative="path" className={buttonClass('secondary')}>
                {t('qr.back')}
              </Link>
              <Button onClick={() => window.print()} disabled={!sheet.data?.cards.length}>
                {t('qr.print')}
              </Button>
            </>
          }
        />
        {sheet.data && !sheet.data.public_url_configured && (
          <Notice tone="warning">{t('rooms.publicUrlMissing', { url: sheet.data.public_url })}</Notice>
        )}
        {sheet.error && (
          <Notice
            tone="error"
            action={<Button onClick={() => void sheet.refetch()}>{t('common.retry')}</Button>}
          >
            {errorText(sheet.error, t('qr.loadFailed'))}
          </Notice>
        )}
        {sheet.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
        {sheet.data?.cards.length === 0 && <p>{t('qr.empty')}</p>}
      </div>
      {sheet.data && sheet.data.cards.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 print:grid-cols-2 print:gap-0">
          {sheet.data.cards.map((card) => (
            <RoomCard key={card.room_id} card={card} hotel={sheet.data.hotel} />
          ))}
        </div>
      )}
    </div>
  );
}
