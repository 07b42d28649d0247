import { describe, expect, it } from 'vitest';
import type { GuestPrincipal } from '../../modules/stays/guest-principal.ts';
import { bookingChannel, builtInChannels, chatChannel, guestChannel } from './channels.ts';

const guest: GuestPrincipal = {
  sessionId: 1,
  stayId: 12,
  hotelId: 3,
  hotelUniqueId: 'HOTEL-T',
  timezone: 'UTC',
  currency: { code: 'USD', symbol: '$', exponent: 2 },
  language: 'en',
  expiresAt: new Date('2100-01-01'),
};

describe('channel registry', () => {
  it("admits the session's own booking channel only, and no staff", async () => {
    const registry = builtInChannels();
    expect(await registry.admit('booking_12', { guest }, {})).toEqual({
      channel: bookingChannel,
      topic: null,
    });
    expect(await registry.admit('booking_13', { guest }, {})).toEqual({
      refuse: { code: 4403, reason: 'This session is not for that booking.' },
    });
    expect(await registry.admit('booking_12x', { guest }, {})).toMatchObject({ refuse: { code: 4404 } });
    const staff = { hotelId: 3, sessionId: 9, expiresAt: guest.expiresAt, hears: () => true };
    expect(await registry.admit('booking_12', { staff }, {})).toMatchObject({ refuse: { code: 4403 } });
  });

  it('knows no chat name until the chat module registers its rule', async () => {
    const registry = builtInChannels();
    expect(await registry.admit('chat', { guest }, {})).toMatchObject({ refuse: { code: 4404 } });
  });

  it('tries the latest registration first, so a module can refine a name', async () => {
    const registry = builtInChannels();
    registry.register({
      pattern: /^booking_(\d+)$/,
      admit: async () => ({ channel: chatChannel, topic: 1 }),
    });
    registry.register({
      pattern: /^chat_(\d+)$/,
      admit: (match) => ({ channel: guestChannel, topic: Number(match[1]) }),
    });
    expect(await registry.admit('chat_9', { guest }, {})).toEqual({ channel: guestChannel, topic: 9 });
    expect(await registry.admit('booking_12', { guest }, {})).toEqual({ channel: chatChannel, topic: 1 });
  });
});
