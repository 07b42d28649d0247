import { useState } from 'react';
import { DiningIcon } from './icons.tsx';

interface ItemImageProps {
  src: string | null | undefined;
  className?: string;
  /** How wide it is drawn (the `sizes` attribute), so a thumbnail fetches the small variant. */
  sizes?: string;
}

/** A picture uploaded in the staff console: the server keeps it 400 and 800 px wide, same name. */
const UPLOADED = /^(\/api\/images\/sized\/[0-9a-f]{32})-w800\.webp$/;

function uploadedSrcSet(src: string): string | undefined {
  const base = UPLOADED.exec(src)?.[1];
  return base ? `${base}-w400.webp 400w, ${base}-w800.webp 800w` : undefined;
}

/**
 * A dish's picture, decorative (its name is right beside it). No picture, or one that fails to load, shows a
 * placeholder of the same size, so cards line up either way.
 */
export function ItemImage({ src, className = '', sizes = '100vw' }: ItemImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div
        data-testid="image-placeholder"
        aria-hidden="true"
        className={`flex items-center justify-center bg-surface text-ink-muted ${className}`}
      >
        <DiningIcon className="size-1/3 max-h-10 max-w-10 opacity-70" />
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={uploadedSrcSet(src)}
      sizes={uploadedSrcSet(src) ? sizes : undefined}
      alt=""
      loading="lazy"
      decoding="async"
      // Pale food backdrops glare on a dark page: pictures are dimmed a little in dark mode.
      className={`bg-surface object-cover dark:brightness-[.8] ${className}`}
      onError={() => setFailed(src)}
    />
  );
}
