import {
  BOOKING_CHANNEL_EVENTS,
  CHAT_CHANNEL_EVENTS,
  GUEST_CHANNEL_EVENTS,
  LIVE_CLOSE_CODES,
  STAFF_CHANNEL_EVENTS,
  type LiveEventMessage,
} from '@hotel/contracts/live';
import type { LiveChannel, LiveConnection } from './hub.ts';
import type { LiveGuest, LiveStaff } from './identities.ts';

/** The outcome of a handshake: a channel to join (and its topic), or a close code with a reason. */
export type ChannelAdmission =
  { channel: LiveChannel; topic: number | null } | { refuse: { code: number; reason: string } };

/** The query string of /ws/{channel}/: token, and whatever else a channel reads (conversation_id). */
export type ChannelQuery = Readonly<Record<string, string | undefined>>;

/** Who opens a /ws/{channel}/ socket: a guest (its `?token=`) or a staff member (cookie or Authorization). */
export type LiveCaller = { guest: LiveGuest; staff?: undefined } | { staff: LiveStaff; guest?: undefined };

/**
 * A family of /ws/{channel}/ names (booking_12, chat…). The session is already checked when `admit`
 * runs; the rule decides whether this caller may listen to this name (it may ask the database).
 */
export interface NamedChannelRule {
  pattern: RegExp;
  admit(
    match: RegExpExecArray,
    caller: LiveCaller,
    query: ChannelQuery,
  ): ChannelAdmission | Promise<ChannelAdmission>;
}

export const refuse = (code: number, reason: string): ChannelAdmission => ({ refuse: { code, reason } });

/** Modules register their channel names here at start-up; the latest registration is tried first, so it can refine a built-in. */
export class ChannelRegistry {
  private readonly rules: NamedChannelRule[] = [];

  register(rule: NamedChannelRule): void {
    this.rules.unshift(rule);
  }

  async admit(name: string, caller: LiveCaller, query: ChannelQuery): Promise<ChannelAdmission> {
    for (const rule of this.rules) {
      const match = rule.pattern.exec(name);
      if (match) return rule.admit(match, caller, query);
    }
    return refuse(LIVE_CLOSE_CODES.unknownChannel, 'There is no such live channel.');
  }
}

/** /ws/guest/{hotel_id}/{token}/: the notification feed. */
export const guestChannel: LiveChannel = { name: 'guest', events: new Set(GUEST_CHANNEL_EVENTS) };

/**
 * /ws/staff/: a hotel's staff events (orders placed, requests made…), for its consoles; each socket only
 * what its staff member may see (`hears`, from the staff module: role and places).
 */
export const staffChannel: LiveChannel = {
  name: 'staff',
  events: new Set(STAFF_CHANNEL_EVENTS),
  accepts: (connection: LiveConnection, message: LiveEventMessage) =>
    connection.hears === null || connection.hears(message),
};

/** /ws/booking_{id}/: the stay's service-request changes and its chat messages. */
export const bookingChannel: LiveChannel = { name: 'booking', events: new Set(BOOKING_CHANNEL_EVENTS) };

/**
 * /ws/chat…/?conversation_id=…: a conversation's messages and typing, of one conversation when the
 * topic is set. Who may open which conversation is the chat module's rule (registered at start-up).
 */
export const chatChannel: LiveChannel = {
  name: 'chat',
  events: new Set(CHAT_CHANNEL_EVENTS),
  accepts: (connection: LiveConnection, message: LiveEventMessage) =>
    connection.topic === null ||
    ((message.type === 'chat_message' || message.type === 'chat_typing') &&
      message.conversation_id === connection.topic),
};

const bookingRule: NamedChannelRule = {
  pattern: /^booking_(\d{1,10})$/,
  admit(match, { guest }) {
    // A stay is only ever its own guest's: another booking is refused like another hotel's.
    if (!guest || Number(match[1]) !== guest.stayId)
      return refuse(LIVE_CLOSE_CODES.forbidden, 'This session is not for that booking.');
    return { channel: bookingChannel, topic: null };
  },
};

export function builtInChannels(): ChannelRegistry {
  const registry = new ChannelRegistry();
  registry.register(bookingRule);
  return registry;
}
