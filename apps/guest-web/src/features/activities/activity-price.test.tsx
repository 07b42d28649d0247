import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ActivityPrice } from './activity-price.tsx';

const priced = (price: number, perPerson: boolean) =>
  render(
    <p>
      <ActivityPrice activity={{ price, currency_symbol: '฿', price_per_person: perPerson }} />
    </p>,
  ).container.textContent;

describe('ActivityPrice', () => {
  it('reads an activity that costs nothing as Free, not ฿0.00 per person', () => {
    expect(priced(0, true)).toBe('Free');
  });

  it('gives the amount with what it is for', () => {
    expect(priced(1200, true)).toBe('฿1,200.00per person');
    expect(priced(3000, false)).toBe('฿3,000.00per booking');
  });
});
