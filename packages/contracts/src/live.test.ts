import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ErrorBody } from './api-error.ts';
import type { errorResponse } from './common.ts';
import * as messages from './live-messages.ts';
import type {
  bookingUpdateMessage,
  chatMessageEvent,
  chatTypingEvent,
  liveClientMessage,
  liveErrorMessage,
  liveEventMessage,
  liveServerMessage,
  menuUpdateMessage,
  notificationItem,
  notificationMessage,
  orderUpdateMessage,
  pingMessage,
  pongMessage,
  requestUpdateMessage,
} from './live.ts';
import { bookingChannelMessage, guestChannelMessage, staffChannelMessage } from './live.ts';
import type { staffUpdateMessage } from './staff.ts';

/**
 * live-messages.ts states the live feed's types without zod; these checks (made by tsc, which compiles this file)
 * fail the moment a schema of live.ts and its type there differ by a field, an optional mark or a literal.
 */
describe('live message types', () => {
  it('are what the schemas accept, message by message', () => {
    expectTypeOf<z.infer<typeof notificationItem>>().toEqualTypeOf<messages.NotificationItem>();
    expectTypeOf<z.infer<typeof notificationMessage>>().toEqualTypeOf<messages.NotificationMessage>();
    expectTypeOf<z.infer<typeof orderUpdateMessage>>().toEqualTypeOf<messages.OrderUpdateMessage>();
    expectTypeOf<z.infer<typeof menuUpdateMessage>>().toEqualTypeOf<messages.MenuUpdateMessage>();
    expectTypeOf<z.infer<typeof bookingUpdateMessage>>().toEqualTypeOf<messages.BookingUpdateMessage>();
    expectTypeOf<z.infer<typeof chatMessageEvent>>().toEqualTypeOf<messages.ChatMessageEvent>();
    expectTypeOf<z.infer<typeof chatTypingEvent>>().toEqualTypeOf<messages.ChatTypingEvent>();
    expectTypeOf<z.infer<typeof requestUpdateMessage>>().toEqualTypeOf<messages.RequestUpdateMessage>();
    expectTypeOf<z.infer<typeof staffUpdateMessage>>().toEqualTypeOf<messages.StaffUpdateMessage>();
    expectTypeOf<z.infer<typeof pongMessage>>().toEqualTypeOf<messages.PongMessage>();
    expectTypeOf<z.infer<typeof liveErrorMessage>>().toEqualTypeOf<messages.LiveErrorMessage>();
    expectTypeOf<z.infer<typeof pingMessage>>().toEqualTypeOf<messages.PingMessage>();
  });

  it('are what the schemas accept, channel by channel', () => {
    expectTypeOf<z.infer<typeof liveEventMessage>>().toEqualTypeOf<messages.LiveEventMessage>();
    expectTypeOf<z.infer<typeof guestChannelMessage>>().toEqualTypeOf<messages.GuestChannelMessage>();
    expectTypeOf<z.infer<typeof bookingChannelMessage>>().toEqualTypeOf<messages.BookingChannelMessage>();
    expectTypeOf<z.infer<typeof staffChannelMessage>>().toEqualTypeOf<messages.StaffChannelMessage>();
    expectTypeOf<z.infer<typeof liveServerMessage>>().toEqualTypeOf<messages.LiveServerMessage>();
    expectTypeOf<z.infer<typeof liveClientMessage>>().toEqualTypeOf<messages.LiveClientMessage>();
  });

  it('has the error body the schema accepts', () => {
    expectTypeOf<z.infer<typeof errorResponse>>().toEqualTypeOf<ErrorBody>();
  });

  it('lists the events each channel schema carries', () => {
    const typesOf = (schema: { options: readonly { shape: { type: { value: string } } }[] }) =>
      schema.options
        .map((option) => option.shape.type.value)
        .filter((type) => type !== 'pong' && type !== 'error');
    expect(typesOf(guestChannelMessage).sort()).toEqual([...messages.GUEST_CHANNEL_EVENTS].sort());
    expect(typesOf(bookingChannelMessage).sort()).toEqual([...messages.BOOKING_CHANNEL_EVENTS].sort());
    expect(typesOf(staffChannelMessage).sort()).toEqual([...messages.STAFF_CHANNEL_EVENTS].sort());
  });
});
