import { LIVE_CLOSE_CODES } from '@hotel/contracts/live';
import type { Database } from '../../platform/database/database.ts';
import { chatChannel, refuse, type NamedChannelRule } from '../../platform/live/channels.ts';
import { conversationOwner } from './repository.ts';

const NOT_YOURS = 'This session is not part of that conversation.';

/**
 * /ws/chat…/?conversation_id=…: a guest may open their own stay's conversations (all of them without an
 * id), a staff member any conversation of their hotel (all of them without an id). Another stay's or
 * another hotel's conversation, or one that does not exist, is refused alike.
 */
export function chatChannelRule(db: Database): NamedChannelRule {
  return {
    pattern: /^chat(?:_[\w-]{1,64})?$/,
    async admit(_match, caller, query) {
      const raw = query.conversation_id;
      if (raw === undefined || raw === '') return { channel: chatChannel, topic: null };
      if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647)
        return refuse(LIVE_CLOSE_CODES.forbidden, 'conversation_id must be a conversation number.');
      const owner = await conversationOwner(db, Number(raw));
      const allowed = caller.guest
        ? owner?.hotelId === caller.guest.hotelId && owner.stayId === caller.guest.stayId
        : owner?.hotelId === caller.staff.hotelId;
      return allowed
        ? { channel: chatChannel, topic: Number(raw) }
        : refuse(LIVE_CLOSE_CODES.forbidden, NOT_YOURS);
    },
  };
}
