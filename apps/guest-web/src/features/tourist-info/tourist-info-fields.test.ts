import { describe, expect, it } from 'vitest';
import {
  TOURIST_INFO_EMERGENCY_FIELDS,
  TOURIST_INFO_FIELDS,
  TOURIST_INFO_SERVICE_GROUPS,
  type TouristInfoResponse,
} from '@hotel/contracts/content';
import {
  EMERGENCY_FIELDS,
  SERVICE_GROUPS,
  phoneHref,
  safeWebsite,
  touristInfoGroups,
} from './tourist-info-fields.ts';

const empty = Object.fromEntries(TOURIST_INFO_FIELDS.map((field) => [field, null])) as TouristInfoResponse;

describe('tourist info fields', () => {
  it('are the contract’s', () => {
    expect(EMERGENCY_FIELDS).toEqual(TOURIST_INFO_EMERGENCY_FIELDS);
    expect(SERVICE_GROUPS).toEqual(TOURIST_INFO_SERVICE_GROUPS);
  });

  it('keeps only filled entries and groups, emergency first', () => {
    const groups = touristInfoGroups({
      ...empty,
      medical_emergency_call_center: '1669',
      disaster_warning_center: '  ',
      railway_website: 'https://railway.example/',
      airport_contact: '+66 2 132 1888',
    });
    expect(groups).toEqual([
      {
        group: 'emergency',
        entries: [{ key: 'medical_emergency_call_center', contact: '1669', website: null }],
      },
      {
        group: 'transportation',
        entries: [
          { key: 'railway', contact: null, website: 'https://railway.example/' },
          { key: 'airport', contact: '+66 2 132 1888', website: null },
        ],
      },
    ]);
    expect(touristInfoGroups(empty)).toEqual([]);
  });

  it('never links an unsafe website', () => {
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('data:text/html,x')).toBeNull();
    expect(safeWebsite('not a url')).toBeNull();
    expect(safeWebsite('https://ok.example')).toBe('https://ok.example/');
    expect(touristInfoGroups({ ...empty, metro_website: 'javascript:alert(1)' })).toEqual([]);
  });

  it('dials numbers and leaves words alone', () => {
    expect(phoneHref('+66 2 132 1888')).toBe('tel:+6621321888');
    expect(phoneHref('1155')).toBe('tel:1155');
    expect(phoneHref('(02) 123-4567')).toBe('tel:021234567');
    expect(phoneHref('Ask at the front desk')).toBeNull();
    expect(phoneHref('12')).toBeNull();
  });
});
