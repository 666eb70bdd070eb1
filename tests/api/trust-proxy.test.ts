import { describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../../src/server/config';
import { describeEachDatabase, multipart, signupFields, type TestContext, uniqueName } from './helpers';

const WINDOW = 60_000;
const limits = {
  ...loadConfig({}).rateLimits,
  signupsPerAddress: { max: 4, windowMs: WINDOW },
  loginFailuresPerAddress: { max: 50, windowMs: WINDOW },
};
const withProxy = (trustProxy: AppConfig['trustProxy']) => ({ config: { rateLimits: limits, trustProxy } });

/** One failed login with these headers; answers the failures now counted for `address`. */
async function failedLogin(ctx: TestContext, opts: { forwardedFor?: string; peer?: string }) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: uniqueName('px'), password: 'Wrong#pass1' },
    ...(opts.peer ? { remoteAddress: opts.peer } : {}),
    headers: opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {},
  });
  expect(res.statusCode).toBe(401);
}
const failuresOf = async (ctx: TestContext, address: string) =>
  (await ctx.app.deps.limits.peek(`login:addr:${address}`)).count;

/** The attack: every sign-up claims a new address in front of the one the proxy appended. */
async function spoofedSignups(ctx: TestContext, real: string, peer?: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const form = multipart(signupFields());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/createnew',
      ...(peer ? { remoteAddress: peer } : {}),
      payload: form.payload,
      headers: { ...form.headers, 'x-forwarded-for': `198.51.100.${i}, ${real}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describeEachDatabase(
  'TRUST_PROXY=true (one proxy hop)',
  (ctx) => {
    it('counts the address the proxy appended, so forged X-Forwarded-For entries cannot dodge the sign-up limit', async () => {
      expect(await spoofedSignups(ctx(), '203.0.113.9')).toEqual([201, 201, 201, 201, 429, 429]);
    });

    it('takes the rightmost X-Forwarded-For entry as the client, ignoring what the client wrote before it', async () => {
      await failedLogin(ctx(), { forwardedFor: '198.51.100.20, 203.0.113.20' });
      expect(await failuresOf(ctx(), '203.0.113.20')).toBe(1);
      expect(await failuresOf(ctx(), '198.51.100.20')).toBe(0);
    });

    it('uses the socket peer when no X-Forwarded-For is sent', async () => {
      await failedLogin(ctx(), { peer: '192.0.2.21' });
      expect(await failuresOf(ctx(), '192.0.2.21')).toBe(1);
    });
  },
  withProxy(loadConfig({ TRUST_PROXY: 'true' }).trustProxy),
);

describeEachDatabase(
  'TRUST_PROXY=2 (two proxy hops)',
  (ctx) => {
    it('skips exactly two hops from the right', async () => {
      await failedLogin(ctx(), { forwardedFor: '198.51.100.30, 203.0.113.30, 10.0.0.30' });
      expect(await failuresOf(ctx(), '203.0.113.30')).toBe(1);
      expect(await failuresOf(ctx(), '10.0.0.30')).toBe(0);
      expect(await failuresOf(ctx(), '198.51.100.30')).toBe(0);
    });
  },
  withProxy(loadConfig({ TRUST_PROXY: '2' }).trustProxy),
);

describeEachDatabase(
  'TRUST_PROXY as a list of proxy addresses',
  (ctx) => {
    it('takes the first untrusted address from the right, skipping every listed proxy', async () => {
      await failedLogin(ctx(), { forwardedFor: '198.51.100.40, 203.0.113.40, 10.1.2.3' });
      expect(await failuresOf(ctx(), '203.0.113.40')).toBe(1);
      expect(await failuresOf(ctx(), '10.1.2.3')).toBe(0);
      expect(await failuresOf(ctx(), '198.51.100.40')).toBe(0);
    });

    it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
      await failedLogin(ctx(), { forwardedFor: '203.0.113.41', peer: '192.0.2.41' });
      expect(await failuresOf(ctx(), '192.0.2.41')).toBe(1);
      expect(await failuresOf(ctx(), '203.0.113.41')).toBe(0);
    });

    it('refuses forged sign-ups at the limit', async () => {
      expect(await spoofedSignups(ctx(), '203.0.113.42')).toEqual([201, 201, 201, 201, 429, 429]);
    });
  },
  withProxy(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, fd00::/8' }).trustProxy),
);

describeEachDatabase(
  'TRUST_PROXY unset',
  (ctx) => {
    it('ignores X-Forwarded-For and counts the socket peer', async () => {
      await failedLogin(ctx(), { forwardedFor: '203.0.113.50', peer: '192.0.2.50' });
      expect(await failuresOf(ctx(), '192.0.2.50')).toBe(1);
      expect(await failuresOf(ctx(), '203.0.113.50')).toBe(0);
    });
  },
  withProxy(loadConfig({}).trustProxy),
);

describe('TRUST_PROXY configuration', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['3', 3],
    ['10.0.0.1,192.168.0.0/16', ['10.0.0.1', '192.168.0.0/16']],
    [' 10.0.0.1 , ::1 ', ['10.0.0.1', '::1']],
  ])('reads %s as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    'yes',
    'on',
    '-1',
    '1.5',
    '21',
    '10.0.0.1,',
    '10.0.0/8',
    '10.0.0.0/33',
    '0.0.0.0/0',
    'proxy.local',
  ])('refuses %j with one line naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /^Invalid environment variable TRUST_PROXY: must be false, true \(one proxy\), a number of proxy hops, or a comma-separated list of proxy addresses\/CIDRs$/,
    );
  });
});
