import type { FastifyRequest } from 'fastify';
import type { LiveEventMessage } from '@hotel/contracts/live';
import type { SessionKind } from './hub.ts';

/**
 * Who may open a socket: the hub asks the modules through these functions, given at start-up, so the
 * platform knows nothing of how sessions are stored.
 */
export interface LiveGuest {
  hotelId: number;
  hotelUniqueId: string;
  stayId: number;
  sessionId: number;
  expiresAt: Date;
}

export interface LiveStaff {
  hotelId: number;
  sessionId: number;
  expiresAt: Date;
  /** Which staff events this member may receive (role and places), decided by the staff module. */
  hears(message: LiveEventMessage): boolean;
}

export interface LiveIdentities {
  /** The live guest session behind a token (read from the database, not a cache: sockets live for hours). */
  guestByToken(token: string, now: Date): Promise<LiveGuest | undefined>;
  /** The live staff session of a socket request (its cookie, or `?token=` for API clients). */
  staffOfRequest(request: FastifyRequest, now: Date): Promise<LiveStaff | undefined>;
  /** The ids among `sessionIds` of that kind still live: the hub's periodic re-check. */
  liveSessionIds(kind: SessionKind, sessionIds: number[], now: Date): Promise<Set<number>>;
}
