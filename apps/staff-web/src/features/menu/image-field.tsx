import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@hotel/contracts/menu-admin';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { errorText } from '../../lib/api-client.ts';
import { uploadImage } from './use-menu.ts';

/**
 * A picture: a preview, "Upload a picture" (the server checks and resizes it) and "Remove". Logos and
 * dishes use it; `onUploaded` gets the server's answer for callers whose upload changes more than a URL.
 */
export function ImageField({
  label,
  url,
  uploadPath,
  onChange,
  onUploaded,
  previewClassName = 'h-28 w-44 object-cover',
}: {
  label: string;
  url: string | null;
  uploadPath: string;
  onChange(url: string | null): void;
  onUploaded?(answer: unknown): void;
  previewClassName?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    // The server decides, but a clear answer before a 5 MB upload on hotel Wi-Fi is kinder.
    if (file.size > MAX_IMAGE_BYTES) return setError(t('menu.imageTooLarge'));
    setBusy(true);
    try {
      const answer = await uploadImage(uploadPath, file);
      if (onUploaded) onUploaded(answer);
      else onChange((answer as { url: string }).url);
    } catch (failure) {
      setError(errorText(failure, t('common.errorGeneric')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <span className="block text-sm font-medium" id={`${id}-label`}>
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {url ? (
          <img src={url} alt="" className={`rounded-lg border border-line bg-surface ${previewClassName}`} />
        ) : (
          <div
            className={`flex items-center justify-center rounded-lg border border-dashed border-line-strong text-sm text-ink-muted ${previewClassName}`}
          >
            {t('menu.noPicture')}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={`${id}-file`}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-line-strong bg-surface-raised px-4 text-sm font-semibold hover:bg-surface focus-within:outline-2"
          >
            {busy ? t('menu.uploading') : t('menu.uploadPicture')}
            <input
              id={`${id}-file`}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              aria-describedby={`${id}-label ${id}-hint`}
              disabled={busy}
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
          {url && (
            <Button variant="ghost" onClick={() => onChange(null)}>
              {t('menu.removePicture')}
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('menu.pictureHint')}
      </p>
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}
