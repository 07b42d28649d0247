/** The fields of the Tourist info screen (SPEC section 2), without zod: content.ts re-exports them. */

/** The three emergency numbers: a number each, no website. */
export const TOURIST_INFO_EMERGENCY_FIELDS = [
  'emergency_call_center',
  'medical_emergency_call_center',
  'disaster_warning_center',
] as const;

/** Services with a `_contact` and a `_website` field each, in the four groups of the Tourist info screen. */
export const TOURIST_INFO_SERVICE_GROUPS = {
  tourist_assistance: ['tourist_authority', 'tourist_police'],
  immigration: ['immigration_bureau', 'consular_affairs'],
  transportation: ['intercity_transport', 'railway', 'airport', 'metro', 'highway_info'],
} as const;
export type TouristInfoService =
  (typeof TOURIST_INFO_SERVICE_GROUPS)[keyof typeof TOURIST_INFO_SERVICE_GROUPS][number];
export const TOURIST_INFO_SERVICES = Object.values(
  TOURIST_INFO_SERVICE_GROUPS,
).flat() as TouristInfoService[];

export type TouristInfoField =
  | (typeof TOURIST_INFO_EMERGENCY_FIELDS)[number]
  | `${TouristInfoService}_contact`
  | `${TouristInfoService}_website`;
