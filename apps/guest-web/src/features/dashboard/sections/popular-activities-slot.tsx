import { PopularActivitiesSection } from '../../activities/index.ts';

/** Dashboard section: popular activities, owned by the activities feature. */
export function PopularActivitiesSlot() {
  return <PopularActivitiesSection />;
}
