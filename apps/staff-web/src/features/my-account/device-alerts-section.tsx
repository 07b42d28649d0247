import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffPushTopic } from '@hotel/contracts/push';
import { pushPermission, pushSupport, subscribePush, unsubscribePush } from '@hotel/client-kit/push';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { api } from '../../lib/api-client.ts';
import { useSignedInSession } from '../../lib/session.ts';
import { CONSOLE_WORKER_SCOPE, alertTopicsFor, readDeviceAlerts } from './device-alerts.ts';

const KEY_QUERY = ['push', 'key'] as const;
const DEVICE_QUERY = ['push', 'device-alerts'] as const;

type SaveOutcome = 'saved' | 'denied' | 'dismissed';

/**
 * "Alerts on this device": which of the queues the member's role may work (orders, requests, chat) send this
 * browser a notification when something new arrives, even with the console closed. Or why it cannot be here:
 * push off on this server, a browser without push, an iPhone outside the installed console, blocked.
 */
export function DeviceAlertsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const allowed = alertTopicsFor(session.permissions);
  const support = pushSupport();
  const key = useQuery({ queryKey: KEY_QUERY, queryFn: () => api('/api/push/key/'), staleTime: Infinity });
  const device = useQuery({
    queryKey: DEVICE_QUERY,
    queryFn: readDeviceAlerts,
    enabled: support === 'supported' && Boolean(key.data?.public_key),
  });
  // The member's ticks since the last answer; until they touch one, the server's.
  const [draft, setDraft] = useState<StaffPushTopic[] | null>(null);
  const chosen = draft ?? device.data?.topics ?? [];

  const save = useMutation({
    mutationFn: async (topics: StaffPushTopic[]): Promise<SaveOutcome> => {
      if (topics.length === 0) {
        const endpoint = device.data?.endpoint;
        if (endpoint) await api('/api/staff/push/unsubscribe/', { method: 'POST', body: { endpoint } });
        await unsubscribePush({ scope: CONSOLE_WORKER_SCOPE });
        queryClient.setQueryData(DEVICE_QUERY, { endpoint: null, topics: [] });
        return 'saved';
      }
      const publicKey = key.data?.public_key;
      if (!publicKey) throw new Error('Push is off on this server.');
      // The Save click is the gesture the browser's permission prompt needs.
      const result = await subscribePush(publicKey, { scope: CONSOLE_WORKER_SCOPE });
      if (result.outcome !== 'subscribed') return result.outcome;
      const answer = await api('/api/staff/push/subscribe/', {
        method: 'POST',
        body: { ...result.body, topics },
      });
      queryClient.setQueryData(DEVICE_QUERY, { endpoint: result.body.endpoint, topics: answer.topics });
      return 'saved';
    },
    onSuccess: (outcome) => {
      if (outcome === 'saved') setDraft(null);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(allowed.filter((topic) => chosen.includes(topic)));
  }

  let body;
  if (key.isPending) body = <p className="text-ink-muted">{t('common.loading')}</p>;
  else if (key.isError || !key.data.public_key)
    body = <Notice tone="info">{t('pushAlerts.serverOff')}</Notice>;
  else if (support === 'install-first') body = <Notice tone="info">{t('pushAlerts.installFirst')}</Notice>;
  else if (support === 'unsupported') body = <Notice tone="warning">{t('pushAlerts.unsupported')}</Notice>;
  else if (pushPermission() === 'denied') body = <Notice tone="warning">{t('pushAlerts.blocked')}</Notice>;
  else if (device.isPending) body = <p className="text-ink-muted">{t('common.loading')}</p>;
  else
    body = (
      <form onSubmit={submit} className="space-y-4">
        {save.data === 'saved' && !draft && (
          <Notice tone="success">{chosen.length > 0 ? t('pushAlerts.saved') : t('pushAlerts.none')}</Notice>
        )}
        {save.data === 'dismissed' && <Notice tone="warning">{t('pushAlerts.dismissed')}</Notice>}
        {(save.isError || device.isError) && <Notice tone="error">{t('pushAlerts.failed')}</Notice>}
        <fieldset className="space-y-1">
          <legend className="mb-2 font-medium">{t('pushAlerts.topicsLegend')}</legend>
          {allowed.map((topic) => (
            <label key={topic} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5"
                checked={chosen.includes(topic)}
                onChange={(event) =>
                  setDraft(
                    event.target.checked ? [...chosen, topic] : chosen.filter((other) => other !== topic),
                  )
                }
              />
              {t(`pushAlerts.topics.${topic}`)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('pushAlerts.save')}
        </Button>
      </form>
    );

  return (
    <section
      aria-labelledby={headingId}
      className="max-w-md space-y-3 rounded-xl border border-line bg-surface-raised p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('pushAlerts.title')}
      </h2>
      <p className="text-ink-muted">{t('pushAlerts.intro')}</p>
      {body}
    </section>
  );
}
