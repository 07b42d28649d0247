import type { TouristInfoResponse } from '@hotel/contracts/content';

import {
  TOURIST_INFO_EMERGENCY_FIELDS as EMERGENCY_FIELDS,
  TOURIST_INFO_SERVICE_GROUPS as SERVICE_GROUPS,
} from '@hotel/contracts/tourist-info-fields';

/** The four groups of the Tourist info screen (SPEC section 2): the contract's. */
export { EMERGENCY_FIELDS, SERVICE_GROUPS };

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
