import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { ExternalLinkIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { PageLoading } from '../../components/ui/page-status.tsx';
import { useTouristInfo } from '../content/index.ts';
import { phoneHref, touristInfoGroups, type TouristEntry } from './tourist-info-fields.ts';

/**
 * Tourist information (/tourist-info, SPEC section 2): emergency contacts, tourist assistance, immigration and
 * transportation, each entry only when the hotel filled it in. Numbers dial; websites open in a new tab that
 * cannot reach back into this page.
 */
export function TouristInfoPage() {
  const { t } = useTranslation();
  const info = useTouristInfo();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-5">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('touristInfo.title')}</h1>
      {info.isPending ? (
        <PageLoading>{t('touristInfo.loading')}</PageLoading>
      ) : info.isError ? (
        <ErrorAlert>{t('touristInfo.error')}</ErrorAlert>
      ) : (
        <Groups groups={touristInfoGroups(info.data)} />
      )}
    </div>
  );
}

function Groups({ groups }: { groups: ReturnType<typeof touristInfoGroups> }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <p className="text-base text-ink-muted">{t('touristInfo.empty')}</p>;
  return groups.map(({ group, entries }) => (
    <section key={group} aria-labelledby={`tourist-${group}`} className="flex flex-col gap-3">
      <h2 id={`tourist-${group}`} className="text-lg font-bold text-ink">
        {t(`touristInfo.groups.${group}`)}
      </h2>
      <ul
        className={`divide-y divide-line overflow-hidden rounded-3xl bg-surface-raised shadow-sm ring-1 ${group === 'emergency' ? 'ring-danger/40' : 'ring-line'}`}
      >
        {entries.map((entry) => (
          <Entry key={entry.key} entry={entry} emergency={group === 'emergency'} />
        ))}
      </ul>
    </section>
  ));
}

function Entry({ entry, emergency }: { entry: TouristEntry; emergency: boolean }) {
  const { t } = useTranslation();
  const label = t(`touristInfo.fields.${entry.key}`);
  const dial = entry.contact ? phoneHref(entry.contact) : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-4">
      <div className="flex min-w-0 flex-col">
        <span className="text-sm font-semibold text-ink-muted">{label}</span>
        {entry.contact && !dial ? (
          <span className="text-base text-ink">
            <bdi>{entry.contact}</bdi>
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {dial ? (
          <a
            href={dial}
            aria-label={t('touristInfo.call', { name: label, number: entry.contact })}
            className={`inline-flex min-h-11 items-center gap-2 rounded-xl px-4 text-base font-bold tabular-nums ${emergency ? 'bg-danger text-surface' : 'bg-brand text-on-brand'}`}
          >
            <PhoneIcon className="size-4" />
            <bdi dir="ltr">{entry.contact}</bdi>
          </a>
        ) : null}
        {entry.website ? (
          <a
            href={entry.website}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('touristInfo.visitWebsiteOf', { name: label })}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line-strong px-4 text-sm font-semibold text-ink hover:bg-surface"
          >
            {t('touristInfo.visitWebsite')}
            <ExternalLinkIcon className="size-4" />
          </a>
        ) : null}
      </div>
    </li>
  );
}
