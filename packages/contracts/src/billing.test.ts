import { describe, expect, it } from 'vitest';
import { activityInput } from './activities.ts';
import { deskPaymentRequest, deskRefundRequest, manualChargeRequest } from './billing.ts';
import { MAX_AMOUNT } from './currency.ts';
import { menuItemInput } from './menu-admin.ts';

/**
 * Every money input takes amounts up to the one limit (currency.ts MAX_AMOUNT) and refuses what is above it with
 * the same words: a 30,000,000 IDR folio passed the old 32-bit limits nowhere (issue 34).
 */
const ABOVE = 10_000_000_000;
const IDR_FOLIO = 30_000_000;

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

const item = (price: number, adjustment = 0) => ({
  name: 'Rijsttafel',
  price,
  options: [{ name: 'Size', values: [{ name: 'Large', price_adjustment: adjustment }] }],
});
const activity = (price: number, adjustment = 0) => ({
  name: 'Volcano trek',
  price,
  price_per_person: false,
  options: [{ name: 'Transfer', values: [{ name: 'Jeep', price_adjustment: adjustment }] }],
});

describe('money inputs at the limit', () => {
  const desk = { method: 'cash' };
  it.each([
    ['desk payment', (amount: number) => deskPaymentRequest.safeParse({ ...desk, amount })],
    [
      'part payment (balance seen)',
      (amount: number) => deskPaymentRequest.safeParse({ ...desk, amount: 1, outstanding: amount }),
    ],
    ['refund', (amount: number) => deskRefundRequest.safeParse({ ...desk, amount })],
    ['manual charge', (amount: number) => manualChargeRequest.safeParse({ description: 'Villa', amount })],
  ])('%s: an IDR folio and the limit pass, above it is too large', (_name, parse) => {
    expect(parse(IDR_FOLIO).success).toBe(true);
    expect(parse(MAX_AMOUNT).success).toBe(true);
    expect(messages(parse(ABOVE))).toEqual(['Amount is too large']);
    expect(messages(parse(0))).toEqual(['Amount must be above 0']);
  });

  it('menu prices and option adjustments', () => {
    expect(menuItemInput.safeParse(item(IDR_FOLIO, -IDR_FOLIO)).success).toBe(true);
    expect(menuItemInput.safeParse(item(MAX_AMOUNT, MAX_AMOUNT)).success).toBe(true);
    expect(messages(menuItemInput.safeParse(item(ABOVE)))).toEqual(['Price is too large']);
    expect(messages(menuItemInput.safeParse(item(1, -ABOVE)))).toEqual(['Price adjustment is too low']);
    expect(messages(menuItemInput.safeParse(item(1.0005)))).toEqual(['Price has more than three decimals']);
    expect(menuItemInput.safeParse(item(9_999_999_999.125)).success).toBe(true);
  });

  it('activity prices and option adjustments', () => {
    expect(activityInput.safeParse(activity(IDR_FOLIO, -IDR_FOLIO)).success).toBe(true);
    expect(activityInput.safeParse(activity(MAX_AMOUNT, MAX_AMOUNT)).success).toBe(true);
    expect(messages(activityInput.safeParse(activity(ABOVE)))).toEqual(['Amount is too large']);
    expect(messages(activityInput.safeParse(activity(1, ABOVE)))).toEqual(['Amount is too large']);
    expect(messages(activityInput.safeParse(activity(1, -ABOVE)))).toEqual(['Amount is too large']);
  });
});
