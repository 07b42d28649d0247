import { describe, expect, it } from 'vitest';
import { HOTEL_ID_PATTERN } from '@hotel/contracts/common';
import { HOTEL_ID_FORMAT, isTypedHotelId, isValidHotelId } from './hotel-id.ts';

describe('hotel id format', () => {
  it('is the contract pattern', () => {
    expect(HOTEL_ID_FORMAT.source).toBe(HOTEL_ID_PATTERN.source);
    expect(HOTEL_ID_FORMAT.flags).toBe(HOTEL_ID_PATTERN.flags);
  });

  it('accepts HOTEL- followed by word characters or dashes only', () => {
    expect(isValidHotelId('HOTEL-DEMO')).toBe(true);
    expect(isValidHotelId('HOTEL-sea_2-b')).toBe(true);
    expect(isValidHotelId('HOTEL-')).toBe(false);
    expect(isValidHotelId('hotel-demo')).toBe(false);
    expect(isValidHotelId('HOTEL-DEMO/../x')).toBe(false);
    expect(isValidHotelId(' HOTEL-DEMO')).toBe(false);
  });

  it('takes a typed ID in any case, still HOTEL- and word characters or dashes', () => {
    expect(isTypedHotelId('Hotel-demo')).toBe(true);
    expect(isTypedHotelId('hotel-sea_2-b')).toBe(true);
    expect(isTypedHotelId('DEMO')).toBe(false);
    expect(isTypedHotelId('hotel-')).toBe(false);
  });
});
