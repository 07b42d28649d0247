import { useTranslation } from 'react-i18next';

/** Stand-in for a screen whose issue has not landed yet: a heading and a "coming soon" line. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-3 text-base text-ink-muted">{t('common.comingSoon')}</p>
    </div>
  );
}
