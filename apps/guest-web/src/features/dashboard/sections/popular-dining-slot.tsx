import { PopularDiningSection } from '../../dining/popular-dining-section.tsx';

/** Dashboard section slot: popular dining items with the 'view full menu' button to /menu; an item opens the order modal. */
export function PopularDiningSlot() {
  return <PopularDiningSection />;
}
