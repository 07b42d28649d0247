import { consoleLocale } from '../../lib/i18n/i18n.ts';
import { dateTimeFormat } from '@hotel/client-kit/intl-format';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FolioLine, StaffFolio } from '@hotel/contracts/billing';
import { formatMoney, moneyStyleOf } from '@hotel/client-kit/money';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useCan, useSignedInSession } from '../../lib/session.ts';
import { DeskPaymentFields, type DeskPaymentMethod } from './desk-payment-fields.tsx';
import { DeskPaymentForm } from './desk-payment-form.tsx';
import { useFolio, useFolioMutations } from './use-folio.ts';

/** A line's or payment's time in the hotel's time zone, as the desk reads it ("23 Nov, 22:09"). */
function useWhen(): (iso: string) => string {
  const { timezone } = useSignedInSession().hotel;
  const format = dateTimeFormat(consoleLocale(), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: timezone,
  });
  return (iso) => format.format(new Date(iso));
}

/** One stay's folio: printable as the invoice (the console's frame and the forms do not print). */
export function FolioView({ stayId }: { stayId: number }) {
  const { t } = useTranslation();
  const folio = useFolio(stayId);
  if (folio.error)
    return (
      <Notice tone="error" action={<Button onClick={() => void folio.refetch()}>{t('common.retry')}</Button>}>
        {errorText(folio.error, t('folio.loadFailed'))}
      </Notice>
    );
  if (!folio.data) return <p className="text-ink-muted">{t('common.loading')}</p>;
  return <Folio folio={folio.data} />;
}

function Folio({ folio }: { folio: StaffFolio }) {
  const { t } = useTranslation();
  const can = useCan();
  const when = useWhen();
  const money = (amount: number) => formatMoney(amount, moneyStyleOf(folio.currency_code), consoleLocale());
  const manager = can('billing.correct');
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="hidden text-lg font-bold print:block">{folio.hotel_name}</p>
          <h1 className="text-2xl font-bold tracking-tight">
            <span className="print:hidden">
              {t('folio.titleOf', { room: folio.room_number, name: folio.family_name })}
            </span>
            <span className="hidden print:inline">
              {t('folio.invoiceOf', { room: folio.room_number, name: folio.family_name })}
            </span>
          </h1>
          <p className="text-ink-muted">
            <span className="whitespace-nowrap">{folio.check_in_date}</span> →{' '}
            <span className="whitespace-nowrap">{folio.check_out_date}</span>
            {folio.checked_out ? ` · ${t('folio.checkedOut')}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Link to="/folio" className={buttonClass('ghost')}>
            {t('folio.allGuests')}
          </Link>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('folio.print')}
          </Button>
        </div>
      </div>

      <dl className="grid grid-cols-3 gap-3 rounded-xl border border-line bg-surface-raised p-4">
        {[
          // Money owed back to the guest is a refund due, never a negative outstanding balance.
          folio.refund_due > 0
            ? ['folio.refundDue', folio.refund_due]
            : ['folio.outstanding', folio.outstanding_total],
          ['folio.paid', folio.paid_total],
          ['folio.total', folio.total],
        ].map(([key, amount]) => (
          <div key={key as string}>
            <dt className="text-sm font-semibold text-ink-muted">{t(key as 'folio.total')}</dt>
            <dd className="text-xl font-bold tabular-nums">{money(amount as number)}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="folio-lines">
        <h2 id="folio-lines" className="mb-2 text-lg font-bold">
          {t('folio.lines')}
        </h2>
        {folio.lines.length === 0 ? (
          <p className="text-ink-muted">{t('folio.noLines')}</p>
        ) : (
          <table className="w-full border-collapse text-start">
            <thead>
              <tr className="border-b border-line text-sm text-ink-muted">
                <th className="py-2 text-start font-semibold">{t('folio.date')}</th>
                <th className="py-2 text-start font-semibold">{t('folio.description')}</th>
                <th className="py-2 text-start font-semibold">{t('folio.status')}</th>
                <th className="py-2 text-end font-semibold">{t('folio.amount')}</th>
                {manager && !folio.checked_out && (
                  <th className="print:hidden">
                    <span className="sr-only">{t('folio.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {folio.lines.map((line) => (
                <LineRow
                  key={line.id}
                  line={line}
                  folio={folio}
                  money={money}
                  manager={manager && !folio.checked_out}
                />
              ))}
            </tbody>
          </table>
        )}
      </section>

      {folio.questions.length > 0 && <Questions folio={folio} />}

      <section aria-labelledby="folio-payments">
        <h2 id="folio-payments" className="mb-2 text-lg font-bold">
          {t('folio.payments')}
        </h2>
        {folio.payments.length === 0 ? (
          <p className="text-ink-muted">{t('folio.noPayments')}</p>
        ) : (
          <ul className="space-y-1">
            {folio.payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap justify-between gap-2 border-b border-line py-2">
                <span>
                  {when(payment.completed_at)} · {payment.kind === 'refund' ? `${t('folio.refund')} · ` : ''}
                  {t(`folio.method.${payment.method}`)}
                  {payment.reference ? ` · ${payment.reference}` : ''}
                  {payment.recorded_by ? ` · ${payment.recorded_by}` : ''}
                </span>
                <span className="font-semibold tabular-nums">
                  {money(payment.kind === 'refund' ? -payment.amount : payment.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="grid gap-4 lg:grid-cols-2 print:hidden">
        {/* A refund owed outlives the stay: the money may go back by transfer days after check-out. */}
        {folio.refund_due > 0 && <DeskRefund folio={folio} money={money} />}
        {!folio.checked_out && (
          <>
            {folio.outstanding_total > 0 && <DeskPaymentForm folio={folio} money={money} />}
            {manager && <ManualCharge folio={folio} />}
            <CheckOut folio={folio} money={money} manager={manager} />
          </>
        )}
      </div>
    </div>
  );
}

function LineRow({
  line,
  folio,
  money,
  manager,
}: {
  line: FolioLine;
  folio: StaffFolio;
  money: (amount: number) => string;
  manager: boolean;
}) {
  const { t } = useTranslation();
  const { correct } = useFolioMutations(folio.stay_id);
  const when = useWhen();
  const [reason, setReason] = useState<string | null>(null);
  // A part payment is money the guest paid: it is not corrected away (a refund returns money).
  const correctable =
    manager && line.kind !== 'reversal' && line.kind !== 'payment_on_account' && !line.reversed;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason?.trim())
      correct.mutate({ lineId: line.id, reason: reason.trim() }, { onSuccess: () => setReason(null) });
  };
  return (
    <>
      <tr className="border-b border-line align-top">
        <td className="py-2 pe-3 text-sm whitespace-nowrap">{when(line.date)}</td>
        <td className={`py-2 pe-3 ${line.reversed ? 'line-through' : ''}`}>
          {line.description}
          {line.reason && (
            <span className="block text-sm text-ink-muted">{t('folio.reason', { reason: line.reason })}</span>
          )}
        </td>
        <td className="py-2 pe-3 text-sm">
          {t(
            line.status === 'outstanding' && line.kind === 'payment_on_account'
              ? 'folio.lineStatus.partPayment'
              : line.status === 'outstanding' && line.amount < 0
                ? 'folio.lineStatus.credit'
                : `folio.lineStatus.${line.status}`,
          )}
        </td>
        <td className="py-2 text-end font-semibold tabular-nums">{money(line.amount)}</td>
        {manager && (
          <td className="py-2 ps-3 text-end print:hidden">
            {correctable && reason === null && (
              <Button variant="ghost" onClick={() => setReason('')}>
                {t('folio.correct')}
                <span className="sr-only"> {line.description}</span>
              </Button>
            )}
          </td>
        )}
      </tr>
      {reason !== null && (
        <tr className="print:hidden">
          <td colSpan={5} className="py-3">
            <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
              <div className="min-w-64 flex-1">
                <TextField
                  label={t('folio.correctionReason', { line: line.description })}
                  value={reason}
                  maxLength={300}
                  required
                  onChange={(event) => setReason(event.target.value)}
                />
              </div>
              <Button type="submit" variant="danger" disabled={!reason.trim() || correct.isPending}>
                {t('folio.reverseLine', { amount: money(-line.amount) })}
              </Button>
              <Button variant="ghost" onClick={() => setReason(null)}>
                {t('common.cancel')}
              </Button>
            </form>
            {correct.error && (
              <p role="alert" className="mt-2 text-sm text-danger">
                {errorText(correct.error, t('common.errorGeneric'))}
              </p>
            )}
          </td>
        </tr>
      )}
    </>
  );
}

function Questions({ folio }: { folio: StaffFolio }) {
  const { t } = useTranslation();
  const lineOf = new Map(folio.lines.map((line) => [line.id, line.description]));
  return (
    <section aria-labelledby="folio-questions" className="print:hidden">
      <h2 id="folio-questions" className="mb-2 text-lg font-bold">
        {t('folio.questions')}
      </h2>
      <ul className="space-y-3">
        {folio.questions.map((question) => (
          <li key={question.id} className="rounded-xl border border-line bg-surface-raised p-4">
            <p className="text-sm text-ink-muted">
              {t('folio.aboutLine', { line: lineOf.get(question.line_id) ?? '' })}
            </p>
            <p className="font-semibold">“{question.question}”</p>
            {question.answer ? (
              <p className="mt-1 text-ink-muted">{t('folio.answered', { answer: question.answer })}</p>
            ) : (
              <AnswerForm stayId={folio.stay_id} questionId={question.id} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AnswerForm({ stayId, questionId }: { stayId: number; questionId: number }) {
  const { t } = useTranslation();
  const { answer } = useFolioMutations(stayId);
  const [text, setText] = useState('');
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) answer.mutate({ questionId, answer: text.trim() });
      }}
    >
      <div className="min-w-64 flex-1">
        <TextField
          label={t('folio.answer')}
          value={text}
          maxLength={1000}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={!text.trim() || answer.isPending}>
        {t('folio.sendAnswer')}
      </Button>
      {answer.error && (
        <p role="alert" className="w-full text-sm text-danger">
          {errorText(answer.error, t('common.errorGeneric'))}
        </p>
      )}
    </form>
  );
}

/**
 * The desk returns the refund due, all of it: the amount is the one shown; the server refuses it if the folio
 * changed meanwhile. (Money the guest pays is DeskPaymentForm.)
 */
function DeskRefund({ folio, money }: { folio: StaffFolio; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const { refund } = useFolioMutations(folio.stay_id);
  const [method, setMethod] = useState<DeskPaymentMethod>('card_terminal');
  const [reference, setReference] = useState('');
  const amount = folio.refund_due;
  return (
    <form
      className="space-y-3 rounded-xl border border-line bg-surface-raised p-4"
      onSubmit={(event) => {
        event.preventDefault();
        refund.mutate(
          { method, amount, ...(reference.trim() && { reference: reference.trim() }) },
          { onSuccess: () => setReference('') },
        );
      }}
    >
      <h2 className="text-lg font-bold">{t('folio.refundTitle', { amount: money(amount) })}</h2>
      <p className="text-ink-muted">{t('folio.refundIntro')}</p>
      <DeskPaymentFields
        methodLabel={t('folio.refundMethodLabel')}
        method={method}
        onMethodChange={setMethod}
        reference={reference}
        onReferenceChange={setReference}
      />
      {refund.error && <Notice tone="error">{errorText(refund.error, t('common.errorGeneric'))}</Notice>}
      <Button type="submit" disabled={refund.isPending}>
        {t('folio.recordRefund', { amount: money(amount) })}
      </Button>
    </form>
  );
}

function ManualCharge({ folio }: { folio: StaffFolio }) {
  const { t } = useTranslation();
  const { charge } = useFolioMutations(folio.stay_id);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  return (
    <form
      className="space-y-3 rounded-xl border border-line bg-surface-raised p-4"
      onSubmit={(event) => {
        event.preventDefault();
        charge.mutate(
          { description: description.trim(), amount: Number(amount) },
          { onSuccess: () => (setDescription(''), setAmount('')) },
        );
      }}
    >
      <h2 className="text-lg font-bold">{t('folio.addCharge')}</h2>
      <TextField
        label={t('folio.description')}
        value={description}
        maxLength={200}
        required
        onChange={(event) => setDescription(event.target.value)}
      />
      <TextField
        label={t('folio.amountIn', { currency: folio.currency_code })}
        type="number"
        inputMode="decimal"
        min="0"
        step="any"
        required
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      {charge.error && <Notice tone="error">{errorText(charge.error, t('common.errorGeneric'))}</Notice>}
      <Button type="submit" disabled={charge.isPending || !description.trim() || !(Number(amount) > 0)}>
        {t('folio.addChargeSubmit')}
      </Button>
    </form>
  );
}

function CheckOut({
  folio,
  money,
  manager,
}: {
  folio: StaffFolio;
  money: (amount: number) => string;
  manager: boolean;
}) {
  const { t } = useTranslation();
  const { checkOut } = useFolioMutations(folio.stay_id);
  const [reason, setReason] = useState('');
  const unpaid = folio.outstanding_total > 0;
  return (
    <form
      className="space-y-3 rounded-xl border border-line bg-surface-raised p-4"
      onSubmit={(event) => {
        event.preventDefault();
        checkOut.mutate(unpaid ? reason.trim() : null);
      }}
    >
      <h2 className="text-lg font-bold">{t('folio.checkOut')}</h2>
      <p>
        {unpaid
          ? t('folio.checkOutUnpaid', { amount: money(folio.outstanding_total) })
          : folio.refund_due > 0
            ? t('folio.checkOutRefundDue', { amount: money(folio.refund_due) })
            : t('folio.checkOutPaid')}
      </p>
      {unpaid && manager && (
        <TextField
          label={t('folio.overrideReason')}
          value={reason}
          maxLength={300}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
      {checkOut.error && <Notice tone="error">{errorText(checkOut.error, t('common.errorGeneric'))}</Notice>}
      {(!unpaid || manager) && (
        <Button type="submit" variant="danger" disabled={checkOut.isPending || (unpaid && !reason.trim())}>
          {unpaid ? t('folio.checkOutOverride') : t('folio.checkOutSubmit')}
        </Button>
      )}
    </form>
  );
}
