import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { LiveEvent } from '../events/event-bus.ts';

/**
 * Not a socket message: tells every instance's hub to close the sockets of one session (logout). It
 * travels on the same bus so a guest connected to instance A is cut off when they log out through B.
 */
export const SESSION_ENDED_EVENT = 'session_ended';

type WarnLog = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Publishes a live event after its cause is committed. The push is best effort: the record is already
 * stored and a phone that missed it catches up over HTTP, so a bus failure (Redis down) is logged and
 * never turns a done request into an error.
 */
export async function publishLive(
  ctx: Pick<AppContext, 'bus'>,
  event: LiveEvent,
  log?: WarnLog,
): Promise<void> {
  try {
    await ctx.bus.publish(event);
  } catch (error) {
    log?.warn({ err: error, eventType: event.type }, 'live event not published');
  }
}

/**
 * Closes the sockets of a session that was just revoked, on every instance: a guest's (its stay) or a
 * staff member's (stayId null).
 */
export async function announceSessionEnded(
  ctx: Pick<AppContext, 'bus'>,
  session: { hotelId: number; stayId: number | null; sessionId: number },
  log?: WarnLog,
): Promise<void> {
  await publishLive(
    ctx,
    {
      type: SESSION_ENDED_EVENT,
      hotelId: session.hotelId,
      stayId: session.stayId,
      payload: { session_id: session.sessionId },
    },
    log,
  );
}
