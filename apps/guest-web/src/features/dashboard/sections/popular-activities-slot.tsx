import { PopularActivitiesSection } from '../../activities/popular-activities-section.tsx';

/** Dashboard section: popular activities, owned by the activities feature. */
export function PopularActivitiesSlot() {
  return <PopularActivitiesSection />;
}
