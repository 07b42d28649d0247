import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatFaqEntry } from '@hotel/contracts/chat';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useFaq, useFaqActions } from './use-chat.ts';

/**
 * The hotel's own answers, which the AI concierge quotes word for word (with the opening hours, menu,
 * activities and tourist information it reads by itself). A change is used from the next question on.
 */
export default function FaqPage() {
  const { t } = useTranslation();
  const faq = useFaq();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('faq.title')}
        intro={t('faq.intro')}
        actions={editing === null && <Button onClick={() => setEditing('new')}>{t('faq.add')}</Button>}
      />
      {faq.error && (
        <Notice tone="error" action={<Button onClick={() => void faq.refetch()}>{t('common.retry')}</Button>}>
          {errorText(faq.error, t('faq.loadFailed'))}
        </Notice>
      )}
      {editing === 'new' && <FaqForm entry={null} onDone={() => setEditing(null)} />}
      {faq.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      {faq.data?.length === 0 && editing === null && <p className="text-ink-muted">{t('faq.empty')}</p>}
      <ul className="space-y-3">
        {(faq.data ?? []).map((entry) => (
          <li key={entry.id} className="rounded-xl border border-line bg-surface-raised p-4">
            {editing === entry.id ? (
              <FaqForm entry={entry} onDone={() => setEditing(null)} />
            ) : (
              <FaqRow entry={entry} onEdit={() => setEditing(entry.id)} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function FaqRow({ entry, onEdit }: { entry: ChatFaqEntry; onEdit: () => void }) {
  const { t } = useTranslation();
  const { remove } = useFaqActions();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-bold">{entry.question}</p>
        <p className="whitespace-pre-wrap text-ink-muted">{entry.answer}</p>
        {remove.error && <Notice tone="error">{errorText(remove.error, t('faq.saveFailed'))}</Notice>}
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onEdit}>
          {t('common.edit')}
          <span className="sr-only"> {entry.question}</span>
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(entry.id)}>
          {t('faq.remove')}
          <span className="sr-only"> {entry.question}</span>
        </Button>
      </div>
    </div>
  );
}

function FaqForm({ entry, onDone }: { entry: ChatFaqEntry | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { save } = useFaqActions();
  const [question, setQuestion] = useState(entry?.question ?? '');
  const [answer, setAnswer] = useState(entry?.answer ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: entry?.id ?? null, entry: { question, answer } }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-line bg-surface-raised p-4">
      <TextField
        label={t('faq.question')}
        value={question}
        maxLength={300}
        required
        onChange={(event) => setQuestion(event.target.value)}
      />
      <div className="space-y-1">
        <label htmlFor={`faq-answer-${entry?.id ?? 'new'}`} className="block text-sm font-medium">
          {t('faq.answer')}
        </label>
        <textarea
          id={`faq-answer-${entry?.id ?? 'new'}`}
          value={answer}
          maxLength={2000}
          required
          rows={3}
          onChange={(event) => setAnswer(event.target.value)}
          className="block w-full rounded-lg border border-line-strong bg-surface-raised px-3 py-2 text-ink"
        />
        <p className="text-sm text-ink-muted">{t('faq.answerHint')}</p>
      </div>
      {save.error && <Notice tone="error">{errorText(save.error, t('faq.saveFailed'))}</Notice>}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
