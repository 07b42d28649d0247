/**
 * Cross-site WebSocket hijacking defence: a browser sends cookies with a socket handshake from any site,
 * and sockets are not covered by CORS, so the server itself must refuse pages from other origins. The
 * page's own host and the configured CORS_ORIGINS may connect; a missing Origin is a non-browser client
 * (which carries its token explicitly anyway).
 */
export function isAllowedOrigin(
  origin: string | undefined,
  requestHost: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    // `null` (sandboxed frames, file:) and garbage.
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (requestHost && parsed.host === requestHost.toLowerCase()) return true;
  return allowedOrigins.some((allowed) => normalise(allowed) === parsed.origin);
}

function normalise(origin: string): string | undefined {
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}
