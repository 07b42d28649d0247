import { Slideshow } from './slideshow.tsx';

/** Dashboard section slot: slideshow, advancing every 5 s and pausing on hover. */
export function SlideshowSlot() {
  return <Slideshow />;
}
