import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_HOSTS } from '../../platform/config.ts';
import { endpointProblem } from './endpoint-policy.ts';

const production = { PUSH_ALLOWED_HOSTS: [...DEFAULT_PUSH_HOSTS], PUSH_ALLOW_LOCAL_ENDPOINTS: false };
const tests = { ...production, PUSH_ALLOW_LOCAL_ENDPOINTS: true };

describe('which push endpoints the server POSTs to', () => {
  it('takes the browsers’ push services over https, and their subdomains', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMAyEpNGUVlYFI',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
      'https://fcm.googleapis.com:443/fcm/send/x',
    ])
      expect(endpointProblem(endpoint, production), endpoint).toBeNull();
  });

  it('refuses anything else: other hosts, look-alikes, plain http, other ports, credentials', () => {
    expect(endpointProblem('https://push.example.net/x', production)).toMatch(
      /push\.example\.net is not a known/,
    );
    expect(endpointProblem('https://evilfcm.googleapis.com.attacker.test/x', production)).toMatch(
      /not a known/,
    );
    expect(endpointProblem('https://notfcm.googleapis.com.example/x', production)).toMatch(/not a known/);
    expect(endpointProblem('https://xpush.apple.com/x', production)).toMatch(/not a known/);
    expect(endpointProblem('http://fcm.googleapis.com/fcm/send/x', production)).toMatch(/https/);
    expect(endpointProblem('https://fcm.googleapis.com:8443/x', production)).toMatch(/standard https port/);
    expect(endpointProblem('https://user:pw@fcm.googleapis.com/x', production)).toMatch(/credentials/);
    expect(endpointProblem('not a url', production)).toMatch(/not an address/);
  });

  it('takes a local stand-in only where the setting says so', () => {
    expect(endpointProblem('http://127.0.0.1:4000/push/1', production)).toMatch(/https/);
    expect(endpointProblem('http://localhost:4000/push/1', production)).toMatch(/https/);
    expect(endpointProblem('http://127.0.0.1:4000/push/1', tests)).toBeNull();
    expect(endpointProblem('http://10.0.0.5/push/1', tests)).toMatch(/https/);
  });
});
