import { PopularDiningSection } from '../../dining/index.ts';

/** Dashboard section slot: popular dining items with the 'view full menu' button to /menu; an item opens the order modal. */
export function PopularDiningSlot() {
  return <PopularDiningSection />;
}
