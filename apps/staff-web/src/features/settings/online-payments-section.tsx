import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelSettings } from '@hotel/contracts/hotel-settings';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useStripeKeyMutation } from './use-settings.ts';

/**
 * The hotel's own Stripe account (decision 0154). The keys are write-only: the screen shows whose account
 * takes payments, the key's mode and last four characters, and the webhook address to paste into Stripe.
 * Its own form, after the page's: a key is never held in the page's draft.
 */
export function OnlinePaymentsSection({ settings }: { settings: HotelSettings }) {
  const { t } = useTranslation();
  const saveKeys = useStripeKeyMutation();
  const [secretKey, setSecretKey] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [copied, setCopied] = useState(false);
  const [done, setDone] = useState<'saved' | 'removed' | null>(null);
  const storage = settings.key_storage_available;

  function submit(event: FormEvent) {
    event.preventDefault();
    saveKeys.mutate(
      { stripe_secret_key: secretKey.trim(), stripe_webhook_secret: webhookSecret.trim() },
      {
        onSuccess: () => {
          setSecretKey('');
          setWebhookSecret('');
          setDone('saved');
        },
      },
    );
  }

  function remove() {
    if (!window.confirm(t('hotelGroupSettings.removeConfirm'))) return;
    saveKeys.mutate(
      { stripe_secret_key: null, stripe_webhook_secret: null },
      { onSuccess: () => setDone('removed') },
    );
  }

  async function copy() {
    await navigator.clipboard.writeText(settings.stripe_webhook_url);
    setCopied(true);
  }

  const state =
    settings.stripe_account === 'hotel'
      ? t('hotelGroupSettings.accountHotel', {
          mode: settings.stripe_key_mode
            ? t(`hotelGroupSettings.mode.${settings.stripe_key_mode}`)
            : t('hotelGroupSettings.mode.unknown'),
          last4: settings.stripe_key_last4 ?? '····',
        })
      : t(`hotelGroupSettings.account.${settings.stripe_account}`);

  return (
    <section
      aria-labelledby="settings-payments"
      className="space-y-4 rounded-xl border border-line bg-surface-raised p-5"
    >
      <div>
        <h2 id="settings-payments" className="text-lg font-semibold">
          {t('hotelGroupSettings.payments')}
        </h2>
        <p className="text-sm text-ink-muted">{t('hotelGroupSettings.paymentsIntro')}</p>
      </div>
      {/* On a phone each term sits above its value, muted, so the pairs read as pairs. */}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-y-3">
        <dt className="text-ink-muted sm:text-ink sm:font-medium">{t('hotelGroupSettings.stripeAccount')}</dt>
        <dd className="mb-2 font-medium sm:mb-0 sm:font-normal" data-testid="stripe-state">
          {state}
        </dd>
        <dt className="text-ink-muted sm:text-ink sm:font-medium">{t('hotelGroupSettings.guestsPay')}</dt>
        <dd className="font-medium sm:font-normal">
          {t(`hotelGroupSettings.provider.${settings.payment_provider}`)}
        </dd>
      </dl>
      {settings.stripe_account === 'hotel' && settings.stripe_key_mode === null && (
        <Notice tone="warning">{t('hotelGroupSettings.unreadable')}</Notice>
      )}

      <div className="space-y-1">
        <p className="text-sm font-medium" id="webhook-url-label">
          {t('hotelGroupSettings.webhookUrl')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <code
            aria-labelledby="webhook-url-label"
            className="min-h-11 min-w-0 flex-1 break-all rounded-lg border border-line bg-surface-sunken px-3 py-2.5 font-mono text-sm"
          >
            {settings.stripe_webhook_url}
          </code>
          <Button variant="secondary" onClick={() => void copy()}>
            {copied ? t('hotelGroupSettings.copied') : t('hotelGroupSettings.copy')}
          </Button>
        </div>
        <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
          {t('hotelGroupSettings.webhookHint')}
        </p>
      </div>

      {!storage && <Notice tone="warning">{t('hotelGroupSettings.noKeyStorage')}</Notice>}
      {done && !saveKeys.isPending && !saveKeys.error && (
        <Notice tone="success">{t(`hotelGroupSettings.${done}`)}</Notice>
      )}
      {saveKeys.error && <Notice tone="error">{errorText(saveKeys.error, t('common.errorGeneric'))}</Notice>}

      <form onSubmit={submit}>
        <fieldset disabled={!storage || saveKeys.isPending} className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">
            {settings.stripe_account === 'hotel'
              ? t('hotelGroupSettings.replaceKeys')
              : t('hotelGroupSettings.setKeys')}
          </legend>
          <TextField
            label={t('hotelGroupSettings.secretKey')}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="sk_live_…"
            value={secretKey}
            onChange={(e) => setSecretKey(e.target.value)}
          />
          <TextField
            label={t('hotelGroupSettings.webhookSecret')}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="whsec_…"
            value={webhookSecret}
            onChange={(e) => setWebhookSecret(e.target.value)}
          />
          <div className="flex flex-wrap gap-3 md:col-span-2">
            <Button type="submit" disabled={!secretKey.trim() || !webhookSecret.trim()}>
              {t('hotelGroupSettings.saveKeys')}
            </Button>
            {settings.stripe_account === 'hotel' && (
              <Button variant="danger" onClick={remove}>
                {t('hotelGroupSettings.removeKeys')}
              </Button>
            )}
          </div>
        </fieldset>
      </form>
    </section>
  );
}
