import type { Config } from '../../platform/config.ts';

const LOCAL_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why a subscription's endpoint is refused, or null when the server may POST to it. The server sends to
 * whatever address a subscription names, so only the push services' own hosts are accepted (https, the
 * host or a subdomain of PUSH_ALLOWED_HOSTS): anything else would let a caller aim the server at an
 * internal address. PUSH_ALLOW_LOCAL_ENDPOINTS (tests, never production) adds http://127.0.0.1 and localhost.
 */
export function endpointProblem(
  endpoint: string,
  config: Pick<Config, 'PUSH_ALLOWED_HOSTS' | 'PUSH_ALLOW_LOCAL_ENDPOINTS'>,
): string | null {
  const url = URL.parse(endpoint);
  if (!url) return 'The push endpoint is not an address.';
  if (url.username || url.password) return 'The push endpoint must not carry credentials.';
  if (config.PUSH_ALLOW_LOCAL_ENDPOINTS && LOCAL_HOSTS.has(url.hostname)) return null;
  if (url.protocol !== 'https:') return 'The push endpoint must be an https address of a push service.';
  if (url.port && url.port !== '443') return 'The push endpoint must use the standard https port.';
  const host = url.hostname.toLowerCase();
  const allowed = config.PUSH_ALLOWED_HOSTS.some((suffix) => {
    const wanted = suffix.toLowerCase().replace(/^\.+/, '');
    return host === wanted || host.endsWith(`.${wanted}`);
  });
  return allowed
    ? null
    : `The push endpoint's host ${host} is not a known push service (allowed: ${config.PUSH_ALLOWED_HOSTS.join(', ')}).`;
}
