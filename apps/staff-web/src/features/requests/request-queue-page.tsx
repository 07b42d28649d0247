import { dateTimeFormat } from '@hotel/client-kit/intl-format';
import { useTranslation } from 'react-i18next';
import type { StaffServiceRequest } from '@hotel/contracts/requests';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SoundToggle } from '../../components/ui/sound-toggle.tsx';
import { useNow } from '../../lib/attention.ts';
import { useAttention } from '../../lib/attention-store.ts';
import { errorText } from '../../lib/api-client.ts';
import { byWaitingTime, formatDuration } from './request-logic.ts';
import { RequestStats } from './request-stats.tsx';
import {
  REALERT_CHOICES,
  useOpenRequests,
  useRealertSeconds,
  useRecentlyDoneRequests,
  useRequestActions,
} from './use-requests.ts';
import { consoleLocale } from '../../lib/i18n/i18n.ts';

/**
 * Open service requests, oldest first. One nobody has taken alerts again every few seconds (sound, tab
 * badge, the banner here and on the console's other screens) until someone takes it: the console counts
 * and alerts (request-attention.ts), this screen shows it. Taking a request and finishing it are timed.
 */
export default function RequestQueuePage() {
  const { t } = useTranslation();
  const requests = useOpenRequests();
  const action = useRequestActions();
  const [realertSeconds, setRealertSeconds] = useRealertSeconds();
  const now = useNow(5_000);
  const open = byWaitingTime(requests.data ?? []);
  const queue = useAttention().queues.requests;
  const waiting = queue?.items.length ?? 0;
  const alerts = queue?.alerts ?? 0;
  const kindName = (request: StaffServiceRequest) => t(`requests.kinds.${request.kind}`);

  return (
    <div className="space-y-6">
      <PageHeader title={t('requests.title')} intro={t('requests.intro')} actions={<SoundToggle />} />
      <div className="w-56">
        <SelectField
          label={t('requests.realert')}
          value={String(realertSeconds)}
          onChange={(event) => setRealertSeconds(Number(event.target.value))}
        >
          {[...new Set([...REALERT_CHOICES, realertSeconds])].map((seconds) => (
            <option key={seconds} value={seconds}>
              {t('requests.seconds', { count: seconds })}
            </option>
          ))}
        </SelectField>
      </div>
      {waiting > 0 && (
        <div
          role="alert"
          data-alert-count={alerts}
          key={alerts}
          className="animate-[pulse_1s_ease-in-out_2] rounded-lg border-2 border-danger bg-danger-soft px-4 py-3 font-semibold text-danger"
        >
          {t('requests.alerting', { count: waiting })}
        </div>
      )}
      {requests.error && (
        <Notice
          tone="error"
          action={<Button onClick={() => void requests.refetch()}>{t('common.retry')}</Button>}
        >
          {errorText(requests.error, t('requests.loadFailed'))}
        </Notice>
      )}
      {action.error && <Notice tone="error">{errorText(action.error, t('requests.actionFailed'))}</Notice>}
      {requests.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      {requests.data && open.length === 0 && <p className="text-ink-muted">{t('requests.empty')}</p>}
      <ul className="space-y-3">
        {open.map((request) => {
          const taken = request.acknowledged_at !== null;
          const waited = (now - Date.parse(request.created_at)) / 1000;
          const busy = action.isPending && action.variables?.id === request.id;
          return (
            <li
              key={request.id}
              data-request-id={request.id}
              className={`flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl border bg-surface-raised p-4 ${
                taken ? 'border-line' : 'border-2 border-danger'
              }`}
            >
              <div className="min-w-40 flex-1">
                <p className="text-xl font-bold">
                  {t('requests.room', { room: request.room })}{' '}
                  <span className="font-semibold text-ink">· {kindName(request)}</span>
                </p>
                <p className="text-sm text-ink-muted">
                  {taken
                    ? t('requests.takenBy', {
                        name: request.acknowledged_by?.name ?? '',
                        time: formatDuration(
                          (Date.parse(request.acknowledged_at!) - Date.parse(request.created_at)) / 1000,
                        ),
                      })
                    : t('requests.waiting', { time: formatDuration(waited) })}
                </p>
              </div>
              {request.do_not_disturb && (
                <span className="rounded-full bg-warning-soft px-3 py-1 text-sm font-semibold text-warning">
                  {t('requests.doNotDisturb')}
                </span>
              )}
              <div className="flex gap-2">
                {!taken && (
                  <Button
                    disabled={busy}
                    onClick={() => action.mutate({ id: request.id, action: 'acknowledge' })}
                  >
                    {t('requests.acknowledge')}
                    <span className="sr-only">
                      {' '}
                      {t('requests.room', { room: request.room })} {kindName(request)}
                    </span>
                  </Button>
                )}
                <Button
                  variant={taken ? 'primary' : 'secondary'}
                  disabled={busy}
                  onClick={() => action.mutate({ id: request.id, action: 'complete' })}
                >
                  {t('requests.complete')}
                  <span className="sr-only">
                    {' '}
                    {t('requests.room', { room: request.room })} {kindName(request)}
                  </span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <RecentlyDone />
      <RequestStats />
    </div>
  );
}

/** The requests finished last, so that whoever pressed Done, or a colleague, sees it went through. */
function RecentlyDone() {
  const { t } = useTranslation();
  const done = useRecentlyDoneRequests();
  const timeOf = (iso: string) =>
    dateTimeFormat(consoleLocale(), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(iso),
    );
  return (
    <section aria-labelledby="recently-done" className="space-y-3">
      <h2 id="recently-done" className="text-lg font-semibold">
        {t('requests.recentlyDone')}
      </h2>
      {done.error && <Notice tone="error">{errorText(done.error, t('requests.loadFailed'))}</Notice>}
      {done.data?.length === 0 && <p className="text-ink-muted">{t('requests.noneDone')}</p>}
      {done.data && done.data.length > 0 && (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface-raised">
          {done.data.map((request) => (
            <li key={request.id} className="flex flex-wrap justify-between gap-x-6 gap-y-1 px-4 py-3">
              <span className="font-semibold">
                {t('requests.room', { room: request.room })} · {t(`requests.kinds.${request.kind}`)}
              </span>
              <span className="text-sm text-ink-muted">
                {request.acknowledged_by
                  ? t('requests.doneBy', {
                      name: request.acknowledged_by.name,
                      time: timeOf(request.closed_at!),
                    })
                  : t('requests.doneAt', { time: timeOf(request.closed_at!) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
