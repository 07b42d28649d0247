import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { Slide } from '@hotel/contracts/content';
import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons.tsx';
import { useSwipe } from '../../../lib/swipe.ts';
import { useSlides } from '../../content/index.ts';
import { useStoredHotelId } from '../../../lib/storage.ts';
import { firstPaintSlideImage } from '../first-paint-slide.ts';
import { ContentText } from '../../../components/translation/content-text.tsx';

/** SPEC section 9: the slideshow advances every 5 s. */
export const SLIDE_INTERVAL_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeMedia(callback: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', callback);
  return () => query?.removeEventListener('change', callback);
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

function subscribeVisibility(callback: () => void) {
  document.addEventListener('visibilitychange', callback);
  return () => document.removeEventListener('visibilitychange', callback);
}
const pageHidden = () => document.visibilityState === 'hidden';

/**
 * The dashboard slideshow: one slide at a time in a fixed 16:9 frame (nothing shifts as images arrive), advancing
 * every 5 s. It waits while hovered, while a control has focus, while the page is hidden and after the guest
 * pauses it; with reduced motion it never advances by itself. Swipe, the arrows and the dots move by hand.
 */
export function Slideshow() {
  const slides = useSlides();
  const hotelId = useStoredHotelId();
  const { t } = useTranslation();
  if (slides.isPending) {
    // The slide the server drew before any script stays where it was (decision 0119); else a placeholder.
    const firstSlide = firstPaintSlideImage(hotelId);
    return (
      <div
        aria-hidden="true"
        className={`relative aspect-video w-full overflow-hidden rounded-3xl bg-surface-raised ring-1 ring-line ${
          firstSlide ? 'shadow-sm' : 'animate-pulse'
        }`}
      >
        {firstSlide ? (
          <img
            src={firstSlide}
            alt=""
            width={640}
            height={360}
            className="size-full bg-surface object-cover"
          />
        ) : null}
      </div>
    );
  }
  // Decoration, not a task: when it cannot load the dashboard simply goes on without it.
  if (slides.isError || slides.data.length === 0) return null;
  return <SlideFrame slides={slides.data} label={t('content.slideshow.label')} />;
}

function SlideFrame({ slides, label }: { slides: Slide[]; label: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeMedia, prefersReducedMotion, () => false);
  const hidden = useSyncExternalStore(subscribeVisibility, pageHidden, () => false);
  const count = slides.length;
  const current = Math.min(index, count - 1);
  const playing = count > 1 && !stopped && !reducedMotion;
  const waiting = hovered || focused || hidden;
  const regionId = useId();

  const go = useCallback((step: number) => setIndex((value) => (value + step + count) % count), [count]);

  useEffect(() => {
    if (!playing || waiting) return;
    // Keyed on the slide shown, so moving by hand gives the new slide its full 5 s.
    const timer = window.setTimeout(() => go(1), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, waiting, current, go]);

  const swipe = useSwipe(go);
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

  return (
    <section
      aria-roledescription={t('content.slideshow.roleDescription')}
      aria-label={label}
      className="relative overflow-hidden rounded-3xl bg-surface-raised shadow-sm ring-1 ring-line"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        id={regionId}
        className="relative aspect-video w-full touch-pan-y overflow-hidden"
        aria-live={playing && !waiting ? 'off' : 'polite'}
        onTouchStart={swipe.onTouchStart}
        onTouchEnd={swipe.onTouchEnd}
        onTouchCancel={swipe.onTouchCancel}
        data-testid="slideshow-track"
      >
        <div
          className="flex h-full transition-transform duration-500 ease-out"
          style={{ transform: `translateX(${(rtl ? 1 : -1) * current * 100}%)` }}
        >
          {slides.map((slide, position) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t('content.slideshow.slide')}
              aria-label={t('content.slideshow.position', { current: position + 1, total: count })}
              aria-hidden={position !== current}
              className="relative h-full w-full shrink-0"
            >
              <img
                src={slide.image_url}
                alt=""
                width={640}
                height={360}
                sizes="(max-width: 768px) 100vw, 768px"
                // The first slide is on screen at once; the others are fetched when the browser sees fit.
                loading={position === 0 ? 'eager' : 'lazy'}
                // The first slide is the dashboard's largest paint: fetched ahead of the other pictures.
                fetchPriority={position === 0 ? 'high' : 'auto'}
                decoding="async"
                className="size-full bg-surface object-cover"
              />
              {slide.caption ? (
                <p className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-4 pt-10 pb-14 text-base font-semibold text-white">
                  <ContentText text={slide.caption} />
                </p>
              ) : null}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 px-2 pb-1.5">
          <div className="flex items-center gap-0.5">
            <ControlButton label={t('content.slideshow.previous')} onPress={() => go(-1)} controls={regionId}>
              <ChevronStartIcon className="size-5" />
            </ControlButton>
            <ControlButton label={t('content.slideshow.next')} onPress={() => go(1)} controls={regionId}>
              <ChevronEndIcon className="size-5" />
            </ControlButton>
            {reducedMotion ? null : (
              <ControlButton
                label={stopped ? t('content.slideshow.play') : t('content.slideshow.pause')}
                onPress={() => setStopped((value) => !value)}
                controls={regionId}
              >
                {stopped ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
              </ControlButton>
            )}
          </div>
          <div className="flex items-center">
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                aria-label={t('content.slideshow.goTo', { current: position + 1, total: count })}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => setIndex(position)}
                className="flex size-11 items-center justify-center"
              >
                <span
                  className={`block h-2 rounded-full bg-white shadow transition-all ${position === current ? 'w-5' : 'w-2 opacity-60'}`}
                />
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ControlButton({
  label,
  onPress,
  controls,
  children,
}: {
  label: string;
  onPress: () => void;
  controls: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onPress}
      className="flex size-11 items-center justify-center rounded-full bg-black/45 text-white transition hover:bg-black/65"
    >
      {children}
    </button>
  );
}
