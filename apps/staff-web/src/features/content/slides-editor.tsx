import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffSlide } from '@hotel/contracts/content';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useSignedInSession } from '../../lib/session.ts';
import { hotelLocalToIso, isoToHotelLocal } from '@hotel/client-kit/hotel-time';
import { useSlideMutations, useStaffSlides } from './use-content.ts';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

/** The slideshow: add (upload), caption, schedule from/until in the hotel's time, order, remove. */
export function SlidesEditor() {
  const { t } = useTranslation();
  const slides = useStaffSlides();
  const mutations = useSlideMutations();
  const [message, setMessage] = useState<string | null>(null);
  const failure = [mutations.reorder, mutations.remove].find((mutation) => mutation.error)?.error;

  function move(index: number, step: -1 | 1) {
    const ids = (slides.data ?? []).map((slide) => slide.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + step, 0, moved!);
    mutations.reorder.mutate(ids);
  }

  return (
    <section aria-labelledby="slides-title" className="space-y-4">
      <div>
        <h2 id="slides-title" className="text-xl font-semibold">
          {t('content.slides.title')}
        </h2>
        <p className="text-ink-muted">{t('content.slides.intro')}</p>
      </div>
      {message && <Notice tone="success">{message}</Notice>}
      {failure && <Notice tone="error">{errorText(failure, t('common.errorGeneric'))}</Notice>}
      {slides.error && <Notice tone="error">{errorText(slides.error, t('content.loadFailed'))}</Notice>}
      {slides.isPending && <p className="text-ink-muted">{t('common.loading')}</p>}
      {slides.data?.length === 0 && <p>{t('content.slides.empty')}</p>}
      <ol className="space-y-3">
        {slides.data?.map((slide, index) => (
          <SlideRow
            key={slide.id}
            slide={slide}
            position={index + 1}
            onUp={index > 0 ? () => move(index, -1) : undefined}
            onDown={index < slides.data.length - 1 ? () => move(index, 1) : undefined}
            onSaved={() => setMessage(t('content.slides.saved'))}
          />
        ))}
      </ol>
      <AddSlideForm onAdded={() => setMessage(t('content.slides.added'))} />
    </section>
  );
}

function ScheduleFields({
  from,
  until,
  onFrom,
  onUntil,
}: {
  from: string;
  until: string;
  onFrom(value: string): void;
  onUntil(value: string): void;
}) {
  const { t } = useTranslation();
  const { hotel } = useSignedInSession();
  return (
    <>
      <TextField
        label={t('content.slides.showFrom')}
        hint={t('content.inHotelTime', { zone: hotel.timezone })}
        type="datetime-local"
        value={from}
        onChange={(event) => onFrom(event.target.value)}
      />
      <TextField
        label={t('content.slides.showUntil')}
        hint={t('content.slides.openEnded')}
        type="datetime-local"
        value={until}
        onChange={(event) => onUntil(event.target.value)}
      />
    </>
  );
}

function SlideRow({
  slide,
  position,
  onUp,
  onDown,
  onSaved,
}: {
  slide: StaffSlide;
  position: number;
  onUp: (() => void) | undefined;
  onDown: (() => void) | undefined;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const { hotel } = useSignedInSession();
  const { update, remove } = useSlideMutations();
  const [caption, setCaption] = useState(slide.caption);
  const [from, setFrom] = useState(isoToHotelLocal(slide.show_from, hotel.timezone));
  const [until, setUntil] = useState(isoToHotelLocal(slide.show_until, hotel.timezone));

  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      {
        id: slide.id,
        changes: {
          caption,
          show_from: hotelLocalToIso(from, hotel.timezone),
          show_until: hotelLocalToIso(until, hotel.timezone),
        },
      },
      { onSuccess: onSaved },
    );
  }

  const label = t('content.slides.slideLabel', { position });
  return (
    <li className="rounded-xl border border-line bg-surface-raised p-4">
      <form onSubmit={save} aria-label={label} className="grid gap-4 md:grid-cols-[12rem_1fr]">
        <img
          src={slide.image_url}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          className="aspect-video w-full rounded-lg bg-surface object-cover md:w-48"
        />
        <div className="grid gap-3 lg:grid-cols-3">
          <div className="lg:col-span-3">
            <TextField
              label={t('content.slides.caption')}
              value={caption}
              maxLength={200}
              onChange={(event) => setCaption(event.target.value)}
            />
          </div>
          <ScheduleFields from={from} until={until} onFrom={setFrom} onUntil={setUntil} />
          <div className="flex flex-wrap items-end gap-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('common.saving') : t('common.save')}
            </Button>
          </div>
          {update.error && (
            <div className="lg:col-span-3">
              <Notice tone="error">{errorText(update.error, t('common.errorGeneric'))}</Notice>
            </div>
          )}
          <div className="flex flex-wrap gap-2 lg:col-span-3">
            <Button
              variant="secondary"
              onClick={onUp}
              disabled={!onUp}
              aria-label={t('content.slides.moveUp', { position })}
            >
              {t('content.slides.up')}
            </Button>
            <Button
              variant="secondary"
              onClick={onDown}
              disabled={!onDown}
              aria-label={t('content.slides.moveDown', { position })}
            >
              {t('content.slides.down')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (window.confirm(t('content.slides.confirmRemove'))) remove.mutate(slide.id);
              }}
              aria-label={t('content.slides.removeLabel', { position })}
            >
              {t('content.remove')}
            </Button>
          </div>
        </div>
      </form>
    </li>
  );
}

function AddSlideForm({ onAdded }: { onAdded(): void }) {
  const { t } = useTranslation();
  const { hotel } = useSignedInSession();
  const { upload, create } = useSlideMutations();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [formKey, setFormKey] = useState(0);
  const busy = upload.isPending || create.isPending;
  const error = upload.error ?? create.error;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    try {
      const { url } = await upload.mutateAsync(file);
      await create.mutateAsync({
        image_url: url,
        caption,
        show_from: hotelLocalToIso(from, hotel.timezone),
        show_until: hotelLocalToIso(until, hotel.timezone),
      });
    } catch {
      return;
    }
    setFile(null);
    setCaption('');
    setFrom('');
    setUntil('');
    setFormKey((key) => key + 1);
    onAdded();
  }

  return (
    <form
      key={formKey}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-xl border border-line bg-surface-raised p-5 md:grid-cols-2"
    >
      <h3 className="text-lg font-semibold md:col-span-2">{t('content.slides.add')}</h3>
      {error && (
        <div className="md:col-span-2">
          <Notice tone="error">{errorText(error, t('common.errorGeneric'))}</Notice>
        </div>
      )}
      <TextField
        label={t('content.slides.image')}
        hint={t('content.slides.imageHint')}
        type="file"
        accept={IMAGE_TYPES}
        required
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <TextField
        label={t('content.slides.caption')}
        value={caption}
        maxLength={200}
        onChange={(event) => setCaption(event.target.value)}
      />
      <ScheduleFields from={from} until={until} onFrom={setFrom} onUntil={setUntil} />
      <div className="md:col-span-2">
        <Button type="submit" disabled={busy || !file}>
          {busy ? t('content.slides.uploading') : t('content.slides.add')}
        </Button>
      </div>
    </form>
  );
}
