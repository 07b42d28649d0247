/**
 * Session tokens travel in socket paths (guest/{hotel}/{token}) and query strings (?token=): they must
 * never reach a log line.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|session_token)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/ws\/guest\/[^/?#]+\/)[^/?#]+/i, '$1[redacted]');
}
