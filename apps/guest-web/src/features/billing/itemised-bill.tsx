import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import type { Billing, FolioLine } from '@hotel/contracts/billing';
import { ErrorAlert } from '../../components/ui/alert.tsx';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/button-styles.ts';
import { formatHotelDateTime, readHotelTimeZone } from '../../lib/hotel-time.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatBillAmount, useAskAboutLine } from './use-billing.ts';

/** The lines that make up the bill, each with its status and a way to question it. */
export function ItemisedBill({ billing }: { billing: Billing }) {
  const { t } = useTranslation();
  if (billing.lines.length === 0)
    return (
      <p className="rounded-2xl bg-surface-raised px-4 py-6 text-center text-sm text-ink-muted ring-1 ring-line">
        {t('billing.noLines')}
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-bold text-ink">{t('billing.itemised')}</h3>
      <ul className="flex flex-col divide-y divide-line rounded-2xl bg-surface-raised ring-1 ring-line">
        {billing.lines.map((line) => (
          <li key={line.id}>
            <BillLine line={line} billing={billing} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A line's words as the guest reads them: a negative line not settled yet is money back to the guest (a credit,
 * taken off what they pay or returned by the desk), not something to pay. A part payment at the desk is such a
 * line, but it is money the guest paid: it reads as paid.
 */
function statusKey(line: FolioLine) {
  if (line.status === 'refunded') return 'billing.status.refunded';
  if (line.status === 'paid' || line.kind === 'payment_on_account') return 'billing.status.paid';
  return line.amount < 0 ? 'billing.status.credit' : 'billing.status.outstanding';
}

/** A reference in brackets, such as '(ACT-TKVFF2)': read out at the desk, so never split across lines at its hyphen. */
const REFERENCE = /(\([^\s()]+\))/;

function LineDescription({ text }: { text: string }) {
  return text.split(REFERENCE).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function BillLine({ line, billing }: { line: FolioLine; billing: Billing }) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState(false);
  const questions = billing.questions.filter((question) => question.line_id === line.id);
  const open = questions.some((question) => question.answer === null);
  return (
    <div className="flex flex-col gap-2 px-4 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className={`font-semibold text-ink ${line.reversed ? 'line-through decoration-2' : ''}`}>
            <bdi>
              <LineDescription text={line.description} />
            </bdi>
          </p>
          <p className="text-xs text-ink-muted">
            {formatHotelDateTime(line.date, i18n.language, readHotelTimeZone())} · {t(statusKey(line))}
          </p>
        </div>
        <bdi dir="ltr" className="shrink-0 font-bold tabular-nums text-ink">
          {formatBillAmount(line.amount, billing, i18n.language)}
        </bdi>
      </div>
      {questions.map((question) => (
        <div key={question.id} className="rounded-xl bg-surface px-3 py-2 text-sm text-ink ring-1 ring-line">
          <p>
            <span className="font-semibold">{t('billing.yourQuestion')}</span> {question.question}
          </p>
          <p className="text-ink-muted">
            {question.answer ? (
              <>
                <span className="font-semibold text-ink">{t('billing.answer')}</span> {question.answer}
              </>
            ) : (
              t('billing.awaitingAnswer')
            )}
          </p>
        </div>
      ))}
      {asking ? (
        <QuestionForm lineId={line.id} onDone={() => setAsking(false)} />
      ) : open || line.kind === 'payment_on_account' ? null : (
        <button
          type="button"
          className="self-start text-sm font-semibold text-brand-ink underline underline-offset-4"
          onClick={() => setAsking(true)}
          aria-label={t('billing.questionLine', { line: line.description })}
        >
          {t('billing.questionCharge')}
        </button>
      )}
    </div>
  );
}

function QuestionForm({ lineId, onDone }: { lineId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const ask = useAskAboutLine();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    ask.mutate({ lineId, question: text.trim() }, { onSuccess: onDone });
  };
  const fieldId = `question-${lineId}`;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        {t('billing.questionLabel')}
      </label>
      <textarea
        id={fieldId}
        value={text}
        maxLength={500}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        className="rounded-xl border border-line-strong bg-surface-raised px-3 py-2 text-base text-ink"
      />
      {ask.isError ? (
        <ErrorAlert>
          {ask.error instanceof ApiError && ask.error.detail ? ask.error.detail : t('billing.questionFailed')}
        </ErrorAlert>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={primaryButtonClass} disabled={!text.trim() || ask.isPending}>
          {t('billing.sendQuestion')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onDone}>
          {t('billing.cancel')}
        </button>
      </div>
    </form>
  );
}
