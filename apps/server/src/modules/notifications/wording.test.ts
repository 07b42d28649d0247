import { describe, expect, it } from 'vitest';
import { englishOf, wordNotification } from './wording.ts';

const stored = (wording?: Parameters<typeof englishOf>[0]) => ({
  title: 'Stored title',
  message: 'Stored message',
  data: wording ? { wording } : {},
});

const payment = {
  title: 'notices.paymentTitle',
  message: 'notices.paymentReceived',
  params: { amount_minor: 125_000, currency: 'THB' },
};

describe('notifications worded when read', () => {
  it("words a notice and its amount in the reader's language", () => {
    expect(wordNotification(stored(payment), 'de')).toEqual({
      title: 'Zahlung erhalten',
      message: 'Wir haben Ihre Zahlung von 1.250,00\u00a0฿ erhalten. Vielen Dank.',
    });
    expect(wordNotification(stored(payment), 'en').message).toBe(
      'We received your payment of ฿1,250.00. Thank you.',
    );
  });

  it('stores English worded from the same catalogue, the one copy of the text', () => {
    expect(englishOf(payment)).toEqual({
      title: 'Payment received',
      message: 'We received your payment of ฿1,250.00. Thank you.',
    });
  });

  it('keeps the stored text for a key no catalogue has, and for a notice without keys', () => {
    const order = { title: 'notices.orderTitle', message: 'orderStatus.in_progress' };
    // English has no orderStatus section (the guest app registers it from the contract): the stored English stays.
    expect(wordNotification(stored(order), 'en')).toEqual({
      title: 'Order Update',
      message: 'Stored message',
    });
    expect(wordNotification(stored(order), 'th').message).toBe('กำลังเตรียมคำสั่งซื้อของคุณ');
    expect(wordNotification(stored(), 'fr')).toEqual({ title: 'Stored title', message: 'Stored message' });
  });
});
