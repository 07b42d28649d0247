import { describe, expect, it } from 'vitest';
import type { GuestPrincipal } from '../../modules/auth/principals.ts';
import { bookingChannel, builtInChannels, chatChannel, guestChannel } from './channels.ts';

const guest: GuestPrincipal = {
  sessionId: 1,
  stayId: 12,
  hotelId: 3,
  hotelUniqueId: 'HOTEL-T',
  timezone: 'UTC',
  currencySymbol: '$',
  language: 'en',
  expiresAt: new Date('2100-01-01'),
};

describe('channel registry', () => {
  it("admits the session's own booking channel only", () => {
    const registry = builtInChannels();
    expect(registry.admit('booking_12', guest, {})).toEqual({ channel: bookingChannel, topic: null });
    expect(registry.admit('booking_13', guest, {})).toEqual({
      refuse: { code: 4403, reason: 'This session is not for that booking.' },
    });
    expect(registry.admit('booking_12x', guest, {})).toMatchObject({ refuse: { code: 4404 } });
  });

  it('narrows a chat channel to a conversation and refuses a malformed conversation id', () => {
    const registry = builtInChannels();
    expect(registry.admit('chat', guest, {})).toEqual({ channel: chatChannel, topic: null });
    expect(registry.admit('chat_7', guest, { conversation_id: '44' })).toEqual({
      channel: chatChannel,
      topic: 44,
    });
    expect(registry.admit('chat', guest, { conversation_id: '4e4' })).toMatchObject({
      refuse: { code: 4403 },
    });
  });

  it('tries the latest registration first, so a module can refine a built-in name', () => {
    const registry = builtInChannels();
    registry.register({
      pattern: /^chat_(\d+)$/,
      admit: (match) => ({ channel: guestChannel, topic: Number(match[1]) }),
    });
    expect(registry.admit('chat_9', guest, {})).toEqual({ channel: guestChannel, topic: 9 });
    expect(registry.admit('chat', guest, {})).toEqual({ channel: chatChannel, topic: null });
  });
});
