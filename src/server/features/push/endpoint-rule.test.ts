import { describe, expect, it } from 'vitest';
import { ENDPOINT_MESSAGES, endpointProblem, isAllowedAddress, publicOnlyLookup } from './endpoint-rule';

/** Production settings: PUSH_ALLOW_LOOPBACK_ENDPOINTS unset. */
const production = (endpoint: string) => endpointProblem(endpoint, false);

describe('push endpoint rule (production)', () => {
  it('accepts the push services browsers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXJs:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://fcm.googleapis.com:443/fcm/send/abc',
    ])
      expect(production(endpoint), endpoint).toBeUndefined();
  });

  it('refuses http, this machine, private networks and odd ports', () => {
    const refused = {
      'http://fcm.googleapis.com/fcm/send/abc': ENDPOINT_MESSAGES.notHttps,
      'http://127.0.0.1:4000/push/1': ENDPOINT_MESSAGES.notHttps,
      'http://localhost/push': ENDPOINT_MESSAGES.notHttps,
      'https://127.0.0.1/push': ENDPOINT_MESSAGES.notPublic,
      'https://localhost/push': ENDPOINT_MESSAGES.notPublic,
      'https://[::1]/push': ENDPOINT_MESSAGES.notPublic,
      'https://[::ffff:127.0.0.1]/push': ENDPOINT_MESSAGES.notPublic,
      'https://10.1.2.3/push': ENDPOINT_MESSAGES.notPublic,
      'https://172.20.0.1/push': ENDPOINT_MESSAGES.notPublic,
      'https://100.100.1.1/push': ENDPOINT_MESSAGES.notPublic,
      'https://0.0.0.0/push': ENDPOINT_MESSAGES.notPublic,
      'https://2130706433/push': ENDPOINT_MESSAGES.notPublic,
      'https://redis/push': ENDPOINT_MESSAGES.notPublic,
      'https://db.internal/push': ENDPOINT_MESSAGES.notPublic,
      'https://printer.local/push': ENDPOINT_MESSAGES.notPublic,
      'https://fcm.googleapis.com:8443/fcm/send/abc': ENDPOINT_MESSAGES.notPublic,
      'https://user:pw@fcm.googleapis.com/fcm/send/abc': ENDPOINT_MESSAGES.notPublic,
      'not a url': ENDPOINT_MESSAGES.notHttps,
    };
    for (const [endpoint, message] of Object.entries(refused))
      expect(production(endpoint), endpoint).toBe(message);
  });

  it('allows a loopback receiver only when the setting is on, and nothing else internal', () => {
    expect(endpointProblem('http://127.0.0.1:4000/push/1', true)).toBeUndefined();
    expect(endpointProblem('http://localhost:4000/push/1', true)).toBeUndefined();
    expect(endpointProblem('http://10.0.0.1/push', true)).toBe(ENDPOINT_MESSAGES.notHttps);
    expect(endpointProblem('https://192.168.0.1/push', true)).toBe(ENDPOINT_MESSAGES.notPublic);
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
    expect(isAllowedAddress('142.250.74.10', false)).toBe(true);
    expect(isAllowedAddress('2a00:1450:4001::200a', false)).toBe(true);
    expect(isAllowedAddress('fe80::1', false)).toBe(false);
  });

  it('refuses at connection time a name that resolves to this machine', async () => {
    const resolve = (allowLoopback: boolean) =>
      new Promise<{ error: Error | null; address: string }>((done) =>
        publicOnlyLookup(allowLoopback)('localhost', { family: 4 }, (error, address) =>
          done({ error, address: String(address) }),
        ),
      );
    const refused = await resolve(false);
    expect(refused.error?.message).toMatch(/internal address/);
    const allowed = await resolve(true);
    expect(allowed.error).toBeNull();
    expect(allowed.address).toBe('127.0.0.1');
  });
});
