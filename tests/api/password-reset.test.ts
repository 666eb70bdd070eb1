import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { MSG } from '../../src/shared/messages';
import { signUpVerified } from './email-helpers';
import { bearer, describeEachDatabase, GOOD_PASSWORD, uniqueName } from './helpers';
import { decodeQuotedPrintable, type ReceivedMail, resetTokenIn, startInbox } from './smtp-inbox';

const clock = { now: Date.now() };
let inbox: Awaited<ReturnType<typeof startInbox>>;
/** A loopback port with no SMTP server behind it (until a test starts one there). */
let downPort = 0;
beforeAll(async () => {
  inbox = await startInbox();
  const probe = await startInbox();
  downPort = probe.port;
  await probe.close();
});
afterAll(() => inbox.close());

const mailsTo = (address: string): ReceivedMail[] => inbox.mails.filter((m) => m.to.includes(address));

// Members here have a confirmed recovery email; email-verification.test.ts covers the others.
describeEachDatabase(
  'password reset by email',
  (ctx) => {
    const ask = (username: string) =>
      ctx().app.inject({ url: `/api/resetpassword/${encodeURIComponent(username)}` });
    const verify = (token: string) =>
      ctx().app.inject({ url: `/api/resetpassword/verify-reset-token?token=${token}` });
    const submit = (token: string, password: string) =>
      ctx().app.inject({ method: 'POST', url: `/api/resetpassword/token/${token}`, payload: { password } });
    const login = (username: string, password: string) =>
      ctx().app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

    async function requestToken(username: string, email: string): Promise<string> {
      const before = mailsTo(email).length;
      expect((await ask(username)).statusCode).toBe(200);
      await ctx().app.deps.jobs.runDue();
      const mails = mailsTo(email);
      expect(mails.length).toBe(before + 1);
      const token = resetTokenIn(mails.at(-1)!.raw);
      expect(token).toBeDefined();
      return token!;
    }

    it('mails a working link to the recovery address and the new password logs in', async () => {
      const email = `${uniqueName('r')}@example.org`;
      const user = await signUpVerified(ctx().app, { recoveryemail: email });
      const token = await requestToken(user.username.toUpperCase(), email);
      const raw = decodeQuotedPrintable(mailsTo(email).at(-1)!.raw);
      expect(raw).toContain(`${ctx().config.publicUrl}/resetpassword?token=${token}`);
      expect(raw).toMatch(/Content-Type: text\/plain/i);
      expect(raw).toMatch(/Content-Type: text\/html/i);
      expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits

      expect((await verify(token)).json()).toEqual({ valid: true });
      expect((await submit(token, 'Fresh#Start42')).json()).toEqual({ success: true });
      expect((await login(user.username, 'Fresh#Start42')).statusCode).toBe(200);
      expect((await login(user.username, GOOD_PASSWORD)).statusCode).toBe(401);
      // Signed out everywhere.
      expect(
        (await ctx().app.inject({ url: '/api/protected', headers: bearer(user.token) })).statusCode,
      ).toBe(401);
      // Single use.
      const again = await submit(token, 'Another#Pass9');
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe(MSG.resetInvalidLink);
      expect((await verify(token)).json().error).toBe(MSG.resetInvalidLink);
    });

    it('keeps no token in the jobs table: the job names the member, the mail carries the token', async () => {
      const email = `${uniqueName('j')}@example.org`;
      const user = await signUpVerified(ctx().app, { recoveryemail: email });
      const token = await requestToken(user.username, email);
      const rows = await ctx().app.deps.database.db.selectFrom('jobs').selectAll().execute();
      const mine = rows.filter((j) => j.kind === 'password-reset-mail' && j.payload.includes(user.username));
      expect(mine.map((j) => [j.status, JSON.parse(j.payload)])).toEqual([
        // The link's nonce (the token is made from it with the app's secret, mail/job-link.ts).
        ['done', { usernameKey: user.username.toLowerCase(), linkNonce: expect.any(String) }],
      ]);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('mails nobody when a stored recovery email is a list (stored before the one-address rule)', async () => {
      const user = await signUpVerified(ctx().app);
      const list = `${uniqueName('v1')}@victim.example, ${uniqueName('v2')}@victim.example`;
      await ctx()
        .app.deps.database.db.updateTable('users')
        .set({ recoveryemail: list })
        .where('id', '=', user.userId)
        .execute();
      const before = inbox.mails.length;
      const res = await ask(user.username);
      expect(res.json()).toEqual({ message: MSG.forgotAnswer });
      await ctx().app.deps.jobs.runDue();
      expect(inbox.mails.length).toBe(before);
    });

    it('answers an unknown user exactly like a known one, and sends nothing', async () => {
      const before = inbox.mails.length;
      const known = await signUpVerified(ctx().app);
      const a = await ask(known.username);
      const b = await ask(uniqueName('nobody'));
      expect(a.statusCode).toBe(b.statusCode);
      expect(a.body).toBe(b.body);
      expect(a.json()).toEqual({ message: MSG.forgotAnswer });
      await ctx().app.deps.jobs.runDue();
      expect(inbox.mails.length).toBe(before + 1);
    });

    it('expires a link after one hour', async () => {
      const email = `${uniqueName('e')}@example.org`;
      const user = await signUpVerified(ctx().app, { recoveryemail: email });
      const token = await requestToken(user.username, email);
      clock.now += 59 * 60_000;
      expect((await verify(token)).statusCode).toBe(200);
      clock.now += 2 * 60_000;
      const expired = await verify(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error).toBe(MSG.resetInvalidLink);
      expect((await submit(token, 'Fresh#Start42')).statusCode).toBe(400);
      expect((await login(user.username, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('replaces older links with a new request', async () => {
      const email = `${uniqueName('n')}@example.org`;
      const user = await signUpVerified(ctx().app, { recoveryemail: email });
      const first = await requestToken(user.username, email);
      const second = await requestToken(user.username, email);
      expect((await verify(first)).statusCode).toBe(400);
      expect((await verify(second)).statusCode).toBe(200);
    });

    it('refuses a weak or empty password and keeps the link usable', async () => {
      const email = `${uniqueName('w')}@example.org`;
      const user = await signUpVerified(ctx().app, { recoveryemail: email });
      const token = await requestToken(user.username, email);
      const weak = await submit(token, 'weakpass');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe(MSG.passwordRule);
      expect((await submit(token, '')).json().message).toBe(MSG.resetBothFields);
      expect((await verify(token)).statusCode).toBe(200);
    });

    it('refuses malformed tokens with the invalid-link answer', async () => {
      for (const token of ['', 'short', '../../etc', 'x'.repeat(300), '%00']) {
        const res = await verify(encodeURIComponent(token));
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe(MSG.resetInvalidLink);
      }
      expect((await submit('A'.repeat(43), 'Fresh#Start42')).statusCode).toBe(400);
    });
  },
  { build: { now: () => clock.now, jobTimer: false }, config: () => ({ smtpUrl: inbox.url }) },
);

describeEachDatabase(
  'mail without SMTP: the outbox folder',
  (ctx) => {
    it('writes the reset mail as a readable .eml file in DATA_DIR/outbox', async () => {
      const email = `${uniqueName('o')}@example.org`;
      const user = await signUpVerified(ctx().app, { recoveryemail: email });
      expect((await ctx().app.inject({ url: `/api/resetpassword/${user.username}` })).statusCode).toBe(200);
      await ctx().app.deps.jobs.runDue();
      const outbox = path.join(ctx().config.dataDir, 'outbox');
      // The sign-up's verification mail may be there too, written by the background job runner
      // before or after this point: only the reset mail is counted.
      const mails = fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
        .filter((text) => !text.includes('/verifyemail'));
      expect(mails).toHaveLength(1);
      const raw = mails[0] ?? '';
      expect(raw).toContain(`To: ${email}`);
      const token = resetTokenIn(raw);
      expect(token).toBeDefined();
      const verify = await ctx().app.inject({ url: `/api/resetpassword/verify-reset-token?token=${token}` });
      expect(verify.statusCode).toBe(200);
    });
  },
  { config: { smtpUrl: undefined } },
);

describeEachDatabase(
  'mail while the SMTP server is down',
  (ctx) => {
    it('answers the same, retries after the back-off, and delivers once the server is back', async () => {
      const { app } = ctx();
      const warn = vi.spyOn(app.log, 'warn');
      const email = `${uniqueName('d')}@example.org`;
      const user = await signUpVerified(app, { recoveryemail: email });
      const res = await app.inject({ url: `/api/resetpassword/${user.username}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.forgotAnswer });
      await app.deps.jobs.runDue(); // the first attempt fails: nobody listens
      const failure = warn.mock.calls.find(([f]) => (f as { kind?: string }).kind === 'password-reset-mail');
      expect(failure?.[0]).toMatchObject({ attempt: 1, err: expect.objectContaining({ code: 'ESOCKET' }) });
      warn.mockRestore();
      const back = await startInbox(downPort);
      try {
        const delivered = () => back.mails.filter((m) => m.to.includes(email));
        clock.now += 4_999;
        await app.deps.jobs.runDue();
        expect(delivered()).toHaveLength(0); // the first back-off is 5 s
        clock.now += 1;
        await app.deps.jobs.runDue();
        expect(delivered()).toHaveLength(1);
        // The mailed token works (the failed attempt's token was replaced before it ever left).
        const token = resetTokenIn(delivered()[0]!.raw);
        const verify = await app.inject({ url: `/api/resetpassword/verify-reset-token?token=${token}` });
        expect(verify.statusCode).toBe(200);
        clock.now += 3_600_000;
        await app.deps.jobs.runDue();
        expect(delivered()).toHaveLength(1); // done means done: no second mail
      } finally {
        await back.close();
      }
    });
  },
  {
    build: { now: () => clock.now, jobTimer: false },
    config: () => ({ smtpUrl: `smtp://127.0.0.1:${downPort}` }),
  },
);
