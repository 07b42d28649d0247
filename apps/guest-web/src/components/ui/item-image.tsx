import { useState } from 'react';
import { DiningIcon } from './icons.tsx';

interface ItemImageProps {
  src: string | null | undefined;
  className?: string;
}

/**
 * A dish's picture, decorative (its name is right beside it). No picture, or one that fails to load, shows a
 * placeholder of the same size, so cards line up either way.
 */
export function ItemImage({ src, className = '' }: ItemImageProps) {
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
      alt=""
      loading="lazy"
      decoding="async"
      className={`bg-surface object-cover ${className}`}
      onError={() => setFailed(src)}
    />
  );
}
