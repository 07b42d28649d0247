import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffFolio } from '@hotel/contracts/billing';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { DeskPaymentFields, type DeskPaymentMethod } from './desk-payment-fields.tsx';
import { useFolioMutations } from './use-folio.ts';

function randomKey(): string {
  // randomUUID needs a secure context; a console served over plain http on the hotel's LAN still gets 128 bits.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Money the guest pays at the desk: the amount starts as the outstanding balance; less is a part payment (the
 * rest stays outstanding until paid, and check-out waits for it). The balance the desk saw goes with it, so the
 * server refuses it if the folio changed meanwhile. Sent again after a failure, the same payment keeps its
 * Idempotency-Key: if the first attempt did reach the server, nothing is taken twice.
 */
export function DeskPaymentForm({ folio, money }: { folio: StaffFolio; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const { pay } = useFolioMutations(folio.stay_id);
  const [method, setMethod] = useState<DeskPaymentMethod>('card_terminal');
  const [reference, setReference] = useState('');
  // Null until the desk types an amount: the field follows the balance as the folio changes.
  const [typed, setTyped] = useState<string | null>(null);
  const attempt = useRef<{ payload: string; key: string } | null>(null);
  const outstanding = folio.outstanding_total;
  const text = typed ?? String(outstanding);
  const amount = Number(text);
  const valid = text.trim() !== '' && Number.isFinite(amount) && amount > 0;
  const over = valid && amount > outstanding;
  const partial = valid && amount < outstanding;
  return (
    <form
      className="space-y-3 rounded-xl border border-line bg-surface-raised p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || over) return;
        const input = {
          method,
          amount,
          outstanding,
          ...(reference.trim() && { reference: reference.trim() }),
        };
        const payload = JSON.stringify(input);
        if (attempt.current?.payload !== payload) attempt.current = { payload, key: randomKey() };
        pay.mutate(
          { ...input, idempotencyKey: attempt.current.key },
          {
            onSuccess: () => {
              attempt.current = null;
              setReference('');
              setTyped(null);
            },
          },
        );
      }}
    >
      <h2 className="text-lg font-bold">{t('folio.takePayment', { amount: money(outstanding) })}</h2>
      <TextField
        label={t('folio.amountTaken', { currency: folio.currency_code })}
        hint={
          partial
            ? t('folio.partPaymentHint', { amount: money(outstanding - amount) })
            : t('folio.amountHint')
        }
        error={over ? t('folio.amountOverBalance', { amount: money(outstanding) }) : undefined}
        type="number"
        inputMode="decimal"
        min="0"
        step="any"
        required
        value={text}
        onChange={(event) => setTyped(event.target.value)}
      />
      <DeskPaymentFields
        method={method}
        onMethodChange={setMethod}
        reference={reference}
        onReferenceChange={setReference}
      />
      {pay.error && <Notice tone="error">{errorText(pay.error, t('common.errorGeneric'))}</Notice>}
      <Button type="submit" disabled={pay.isPending || !valid || over}>
        {t(partial ? 'folio.recordPartPayment' : 'folio.recordPayment', {
          amount: money(valid ? amount : 0),
        })}
      </Button>
    </form>
  );
}
