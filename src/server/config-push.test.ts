import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const pair = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'),
    // As web-push makes them: the private key padded to 32 bytes.
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
};

describe('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT', () => {
  it('are optional: the keys are then made and kept in the database, the subject comes from MAIL_FROM', () => {
    const { push } = loadConfig({ MAIL_FROM: 'Club <hello@club.example.org>' });
    expect(push.vapidKeys).toBeUndefined();
    expect(push.subject).toBe('mailto:hello@club.example.org');
    expect(
      loadConfig({ MAIL_FROM: 'no address', PUBLIC_URL: 'https://club.example.org/' }).push.subject,
    ).toBe('https://club.example.org');
  });

  it('takes a matching key pair and a mailto: or https: subject', () => {
    const keys = pair();
    const { push } = loadConfig({ ...keys, VAPID_SUBJECT: 'https://club.example.org/contact' });
    expect(push.vapidKeys).toEqual({ publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY });
    expect(push.subject).toBe('https://club.example.org/contact');
  });

  it('stops the start, naming the variable, for one key without the other, a bad key or a bad subject', () => {
    const keys = pair();
    const other = pair();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: must be set/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: keys.VAPID_PRIVATE_KEY })).toThrow(
      /VAPID_PUBLIC_KEY: must be set/,
    );
    expect(() => loadConfig({ ...keys, VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: 'a+b/c=' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: other.VAPID_PRIVATE_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: is not the private key of VAPID_PUBLIC_KEY/,
    );
    for (const subject of ['http://club.example.org', 'club@example.org', 'mailto:nobody'])
      expect(() => loadConfig({ VAPID_SUBJECT: subject })).toThrow(/VAPID_SUBJECT/);
  });

  it('allows loopback endpoints only when PUSH_ALLOW_LOOPBACK_ENDPOINTS=1', () => {
    expect(loadConfig({}).push.allowLoopbackEndpoints).toBe(false);
    expect(loadConfig({ PUSH_ALLOW_LOOPBACK_ENDPOINTS: '1' }).push.allowLoopbackEndpoints).toBe(true);
    expect(() => loadConfig({ PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'yes' })).toThrow(
      /PUSH_ALLOW_LOOPBACK_ENDPOINTS/,
    );
  });
});
