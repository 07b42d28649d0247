import type { AppContext } from './platform/context.ts';
import type { LiveIdentities } from './platform/live/identities.ts';
import { hashToken } from './platform/security/tokens.ts';
import { findGuestPrincipal, findLiveGuestSessionIds } from './modules/stays/index.ts';
import {
  readStaffToken,
  staffAudience,
  findLiveStaffSessionIds,
  findStaffPrincipal,
} from './modules/staff/index.ts';

const MAX_TOKEN_LENGTH = 256;

/** How the live hub (platform) learns who a socket belongs to, from the auth and staff modules. */
export function liveIdentities(ctx: AppContext): LiveIdentities {
  return {
    guestByToken: (token, now) => findGuestPrincipal(ctx.db, hashToken(token), now),
    async staffOfRequest(request, now) {
      const query = request.query as Record<string, unknown>;
      const token =
        readStaffToken(request)?.token ?? (typeof query.token === 'string' ? query.token : undefined);
      if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
      const staff = await findStaffPrincipal(ctx.db, hashToken(token), now);
      return staff && { ...staff, hears: staffAudience(staff) };
    },
    async liveSessionIds(kind, sessionIds, now) {
      if (sessionIds.length === 0) return new Set();
      const find = kind === 'guest' ? findLiveGuestSessionIds : findLiveStaffSessionIds;
      const live = new Set<number>();
      // Chunked: a parameter list has a limit, and an instance may hold 20,000 sockets.
      for (let start = 0; start < sessionIds.length; start += 1_000)
        for (const id of await find(ctx.db, sessionIds.slice(start, start + 1_000), now)) live.add(id);
      return live;
    },
  };
}
