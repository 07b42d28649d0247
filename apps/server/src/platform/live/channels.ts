import {
  BOOKING_CHANNEL_EVENTS,
  GUEST_CHANNEL_EVENTS,
  LIVE_CLOSE_CODES,
  STAFF_CHANNEL_EVENTS,
  type LiveEventMessage,
} from '@hotel/contracts/live';
import type { LiveChannel, LiveConnection } from './hub.ts';
import type { LiveGuest } from './identities.ts';

/** The outcome of a handshake: a channel to join (and its topic), or a close code with a reason. */
export type ChannelAdmission =
  { channel: LiveChannel; topic: number | null } | { refuse: { code: number; reason: string } };

/** The query string of /ws/{channel}/: token, and whatever else a channel reads (conversation_id). */
export type ChannelQuery = Readonly<Record<string, string | undefined>>;

/**
 * A family of /ws/{channel}/ names (booking_12, chat_…). The session is already checked when `admit`
 * runs; the rule decides whether this session may listen to this name.
 */
export interface NamedChannelRule {
  pattern: RegExp;
  admit(match: RegExpExecArray, guest: LiveGuest, query: ChannelQuery): ChannelAdmission;
}

export const refuse = (code: number, reason: string): ChannelAdmission => ({ refuse: { code, reason } });

/** The chat issue registers its rules here; the latest registration is tried first, so it can refine a built-in. */
export class ChannelRegistry {
  private readonly rules: NamedChannelRule[] = [];

  register(rule: NamedChannelRule): void {
    this.rules.unshift(rule);
  }

  admit(name: string, guest: LiveGuest, query: ChannelQuery): ChannelAdmission {
    for (const rule of this.rules) {
      const match = rule.pattern.exec(name);
      if (match) return rule.admit(match, guest, query);
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
 * /ws/chat…/?conversation_id=…: chat messages, of one conversation when an id is given. The chat issue
 * brings typing and sending; until then the channel authenticates, answers pings and delivers messages.
 */
export const chatChannel: LiveChannel = {
  name: 'chat',
  events: new Set(['chat_message']),
  accepts: (connection: LiveConnection, message: LiveEventMessage) =>
    connection.topic === null ||
    (message.type === 'chat_message' && message.conversation_id === connection.topic),
};

const bookingRule: NamedChannelRule = {
  pattern: /^booking_(\d{1,10})$/,
  admit(match, guest) {
    // A stay is only ever its own guest's: another booking is refused like another hotel's.
    if (Number(match[1]) !== guest.stayId)
      return refuse(LIVE_CLOSE_CODES.forbidden, 'This session is not for that booking.');
    return { channel: bookingChannel, topic: null };
  },
};

const chatRule: NamedChannelRule = {
  pattern: /^chat(?:_[\w-]{1,64})?$/,
  admit(_match, _guest, query) {
    const raw = query.conversation_id;
    if (raw === undefined || raw === '') return { channel: chatChannel, topic: null };
    const conversationId = Number(raw);
    if (!/^\d{1,10}$/.test(raw) || conversationId < 1 || conversationId > 2_147_483_647)
      return refuse(LIVE_CLOSE_CODES.forbidden, 'conversation_id must be a conversation number.');
    // Whose conversation it is is checked by the chat module once it exists; messages are addressed by stay,
    // so a foreign id can only narrow this guest's own feed to nothing.
    return { channel: chatChannel, topic: conversationId };
  },
};

export function builtInChannels(): ChannelRegistry {
  const registry = new ChannelRegistry();
  registry.register(bookingRule);
  registry.register(chatRule);
  return registry;
}
