import type { TouristInfoResponse } from '@hotel/contracts/content';

/**
 * The four groups of the Tourist info screen (SPEC section 2), restated from @hotel/contracts/content because a
 * value import of that module ships zod; tourist-info-fields.test.ts fails if the two ever differ.
 */
export const EMERGENCY_FIELDS = [
  'emergency_call_center',
  'medical_emergency_call_center',
  'disaster_warning_center',
] as const satisfies readonly (keyof TouristInfoResponse)[];

export const SERVICE_GROUPS = {
  tourist_assistance: ['tourist_authority', 'tourist_police'],
  immigration: ['immigration_bureau', 'consular_affairs'],
  transportation: ['intercity_transport', 'railway', 'airport', 'metro', 'highway_info'],
} as const;

export type TouristService = (typeof SERVICE_GROUPS)[keyof typeof SERVICE_GROUPS][number];

export interface TouristEntry {
  key: (typeof EMERGENCY_FIELDS)[number] | TouristService;
  contact: string | null;
  website: string | null;
}

const filled = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** Only http(s) addresses become links: a `javascript:` value typed into the editor never runs. */
export function safeWebsite(value: string | null | undefined): string | null {
  const url = filled(value);
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** `tel:` target for something that reads as a phone number (digits, spaces, + - ( ) .), else null. */
export function phoneHref(value: string): string | null {
  if (!/^\+?[\d\s().-]{3,}$/.test(value)) return null;
  const digits = value.replace(/[^\d+]/g, '');
  return digits.replace(/\D/g, '').length >= 3 ? `tel:${digits}` : null;
}

/** The groups with only their filled entries; a group with none is left out. */
export function touristInfoGroups(info: TouristInfoResponse) {
  const emergency: TouristEntry[] = EMERGENCY_FIELDS.flatMap((key) => {
    const contact = filled(info[key]);
    return contact ? [{ key, contact, website: null }] : [];
  });
  const services = Object.entries(SERVICE_GROUPS).map(([group, keys]) => ({
    group: group as keyof typeof SERVICE_GROUPS,
    entries: (keys as readonly TouristService[]).flatMap((key): TouristEntry[] => {
      const contact = filled(info[`${key}_contact`]);
      const website = safeWebsite(info[`${key}_website`]);
      return contact || website ? [{ key, contact, website }] : [];
    }),
  }));
  return [{ group: 'emergency' as const, entries: emergency }, ...services].filter(
    (section) => section.entries.length > 0,
  );
}
