import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { PASSKEY_MESSAGES } from '../../src/server/features/passkeys/relying-party';
import type { Mail } from '../../src/server/mail/mailer';
import { CURRENT_PASSWORD_MESSAGES } from '../../src/shared/profile/account-change';
import { addPasskey, SoftAuthenticator } from '../support/soft-authenticator';
import { isVerificationMail } from './email-helpers';
import { bearer, describeEachDatabase, injectPost, signUp } from './helpers';

const sent: Mail[] = [];
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.131.${address >> 8}.${address & 255}`;
};

/**
 * Adding a passkey proves the member again (issue 31, item 1): a stolen session token alone
 * cannot add one (it would outlive a password reset); the password, or one of the member's
 * passkeys, is needed, a wrong password counts as a failed login, and every added passkey mails
 * the member a notice naming the device.
 */
describeEachDatabase(
  'adding a passkey needs the password or a passkey, and mails the member',
  (ctx) => {
    const app = () => ctx().app;
    const origin = () => ctx().config.publicUrl;
    const member = (email = `p${Date.now()}${Math.random().toString(36).slice(2, 7)}@example.org`) =>
      signUp(app(), { recoveryemail: email }).then((m) => ({ ...m, email }));
    const options = async (token: string) => {
      const res = await app().inject({
        method: 'POST',
        url: '/api/passkeys/register/options',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().options;
    };
    const register = async (token: string, proof: object, from = nextAddress()) => {
      const key = new SoftAuthenticator(origin());
      const res = await app().inject({
        method: 'POST',
        url: '/api/passkeys/register',
        payload: { name: 'Robin’s laptop', response: key.register(await options(token)), ...proof },
        headers: { ...bearer(token), 'user-agent': BROWSER },
        remoteAddress: from,
      });
      return { res, key };
    };
    const count = async (token: string) =>
      (await app().inject({ url: '/api/passkeys', headers: bearer(token) })).json().passkeys.length;
    const mailsTo = async (to: string) => {
      await app().deps.jobs.runDue();
      return sent.filter((mail) => mail.to === to);
    };

    it('refuses a session token alone (403), and a wrong password; adds nothing and mails nothing', async () => {
      const m = await member();
      const bare = await register(m.token, {});
      expect(bare.res.statusCode).toBe(403);
      expect(bare.res.json()).toEqual({ message: PASSKEY_MESSAGES.reauthNeeded });
      const wrong = await register(m.token, { currentpassword: 'Not#MyPassword1' });
      expect(wrong.res.statusCode).toBe(403);
      expect(wrong.res.json()).toEqual({ message: CURRENT_PASSWORD_MESSAGES.wrong });
      expect(await count(m.token)).toBe(0);
      expect(await mailsTo(m.email)).toEqual([]);
    });

    it('adds it with the password, and mails the member which device and how to remove it', async () => {
      const m = await member();
      const { res, key } = await register(m.token, { currentpassword: m.password }, '10.131.255.7');
      expect(res.statusCode, res.body).toBe(201);
      expect(await count(m.token)).toBe(1);
      const mails = await mailsTo(m.email);
      expect(mails).toHaveLength(1);
      const text = mails[0]?.text ?? '';
      expect(mails[0]?.subject).toMatch(/passkey was added/);
      expect(text).toContain('“Robin’s laptop”');
      expect(text).toContain(BROWSER);
      expect(text).toContain('10.131.255.7');
      expect(text).toContain('the device’s own screen lock');
      expect(text).toContain('Settings → Passkeys');
      expect(text).toContain(`${origin()}/settings`);
      // The passkey works.
      const started = (await app().inject({ method: 'POST', url: '/api/passkeys/login/options' })).json();
      const signIn = await app().inject({
        method: 'POST',
        url: '/api/passkeys/login',
        payload: { challengeId: started.challengeId, response: key.authenticate(started.options) },
      });
      expect(signIn.statusCode).toBe(200);
    });

    it('adds another with an answer by one of your passkeys instead of the password; not with someone else’s', async () => {
      const m = await member();
      const first = await addPasskey(injectPost(app()), m, origin());
      const confirmOptions = async (token: string) =>
        app().inject({ method: 'POST', url: '/api/passkeys/confirm/options', headers: bearer(token) });
      const started = await confirmOptions(m.token);
      expect(started.statusCode).toBe(200);
      const { challengeId, options: get } = started.json();
      expect(get.allowCredentials.map((c: { id: string }) => c.id)).toEqual([first.id]);
      const confirm = { challengeId, response: first.authenticate(get) };
      const added = await register(m.token, { confirm });
      expect(added.res.statusCode, added.res.body).toBe(201);
      expect(await count(m.token)).toBe(2);
      expect(await mailsTo(m.email)).toHaveLength(2);
      // The same answer again, and another member's passkey answering this member's challenge.
      expect((await register(m.token, { confirm })).res.statusCode).toBe(403);
      const other = await member();
      const theirs = await addPasskey(injectPost(app()), other, origin());
      const mine = (await confirmOptions(m.token)).json();
      const foreign = await register(m.token, {
        confirm: { challengeId: mine.challengeId, response: theirs.authenticate(mine.options) },
      });
      expect(foreign.res.statusCode).toBe(403);
      expect(foreign.res.json().message).toBe(PASSKEY_MESSAGES.notYours);
      expect(await count(m.token)).toBe(2);
      // Without a passkey yet, only the password can confirm.
      const fresh = await member();
      const none = await confirmOptions(fresh.token);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(PASSKEY_MESSAGES.noPasskeyToConfirm);
    });
  },
  {
    build: {
      jobTimer: false,
      mailer: {
        send: async (mail: Mail) => {
          if (!isVerificationMail(mail)) sent.push(mail);
        },
      },
    },
  },
);

describeEachDatabase(
  'adding a passkey: wrong passwords count as failed logins',
  (ctx) => {
    const app = () => ctx().app;
    it('answers 429 after LOGIN_FAILURES_PER_ACCOUNT wrong passwords, then refuses the login form too', async () => {
      const m = await signUp(app());
      const origin = ctx().config.publicUrl;
      const attempt = async (currentpassword: string) => {
        const options = await app().inject({
          method: 'POST',
          url: '/api/passkeys/register/options',
          headers: bearer(m.token),
        });
        return app().inject({
          method: 'POST',
          url: '/api/passkeys/register',
          payload: {
            name: 'Guess',
            response: new SoftAuthenticator(origin).register(options.json().options),
            currentpassword,
          },
          headers: bearer(m.token),
        });
      };
      for (let i = 0; i < 3; i += 1) expect((await attempt(`Wrong#Guess${i}`)).statusCode).toBe(403);
      const blocked = await attempt(m.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      const login = await app().inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: m.username, password: m.password },
      });
      expect(login.statusCode).toBe(429);
    });
  },
  {
    config: () => ({
      rateLimits: { ...loadConfig({}).rateLimits, loginFailuresPerAccount: { max: 3, windowMs: 60_000 } },
    }),
  },
);
