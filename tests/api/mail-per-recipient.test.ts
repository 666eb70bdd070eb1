import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { queueNotice } from '../../src/server/mail/notice-job';
import { signUpVerified } from './email-helpers';
import { describeEachDatabase, disposeTestDatabase, signUp, testConfig, uniqueName } from './helpers';
import { resetTokenIn, startInbox } from './smtp-inbox';

let inbox: Awaited<ReturnType<typeof startInbox>>;
beforeAll(async () => {
  inbox = await startInbox();
});
afterAll(() => inbox.close());

/** The limits a real server has (the test config raises the mail limit for other files). */
const productionLimits = () => loadConfig({}).rateLimits;
const mailsTo = (address: string) => inbox.mails.filter((m) => m.to[0]?.toLowerCase() === address);

/** signUp (helpers.ts) answers 201 or throws; each comes from its own client address. */
const signUpFrom = (app: FastifyInstance, recoveryemail: string) => signUp(app, { recoveryemail });

describeEachDatabase(
  'mail per recipient address, across the site',
  (ctx) => {
    it('five sign-ups naming one victim’s address: each answered as usual, 3 mails delivered', async () => {
      const victim = `${uniqueName('victim')}@example.org`;
      for (let i = 0; i < 5; i++) await signUpFrom(ctx().app, victim);
      await ctx().app.deps.jobs.runDue();
      expect(mailsTo(victim)).toHaveLength(3);
      // The refused mails' jobs ended: nothing is left to retry and flood the inbox later.
      expect((await ctx().app.deps.jobs.stats()).depth).toBe(0);
    });

    it('the verification mails strangers cause never use up the owner’s password reset', async () => {
      const owner = `${uniqueName('owner')}@example.org`;
      const member = await signUpVerified(ctx().app, { recoveryemail: owner });
      for (let i = 0; i < 5; i++) await signUpFrom(ctx().app, owner);
      await ctx().app.deps.jobs.runDue();
      expect(mailsTo(owner)).toHaveLength(3);
      await ctx().app.inject({ url: `/api/resetpassword/${member.username}` });
      await ctx().app.deps.jobs.runDue();
      expect(mailsTo(owner)).toHaveLength(4);
      expect(resetTokenIn(mailsTo(owner)[3]!.raw)).toBeDefined();
    });

    it('a busy hour of notices never holds back the notice that a passkey was added', async () => {
      const to = `${uniqueName('notices')}@example.org`;
      const notice = (subject: string, security?: boolean) =>
        queueNotice(ctx().app.deps, {
          to,
          subject,
          paragraphs: ['Hello'],
          ...(security ? { security } : {}),
        });
      for (let i = 0; i < 4; i++) await notice(`Reminder ${i}`);
      await notice('A passkey was added to your account', true);
      await ctx().app.deps.jobs.runDue();
      const subjects = mailsTo(to).map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);
      expect(subjects.filter((s) => s?.startsWith('Reminder'))).toHaveLength(3);
      expect(subjects).toContain('A passkey was added to your account');
    });

    it('counts case and plus-address variants as the one inbox they reach', async () => {
      const name = uniqueName('plus');
      for (const address of [
        `${name}@example.org`,
        `${name.toUpperCase()}@Example.org`,
        `${name}+a@example.org`,
      ])
        await signUpFrom(ctx().app, address);
      await signUpFrom(ctx().app, `${name}+b@example.org`);
      await ctx().app.deps.jobs.runDue();
      const delivered = inbox.mails.filter((m) => m.to[0]?.toLowerCase().startsWith(name.toLowerCase()));
      expect(delivered).toHaveLength(3);
      // Another address is not held back by it.
      const other = `${uniqueName('other')}@example.org`;
      await signUpFrom(ctx().app, other);
      await ctx().app.deps.jobs.runDue();
      expect(mailsTo(other)).toHaveLength(1);
    });
  },
  {
    build: { jobTimer: false },
    config: () => ({ smtpUrl: inbox.url, rateLimits: productionLimits() }),
  },
);

/** Two instances (own databases, so only the store is shared) count one address together. */
describe.runIf(process.env.TEST_REDIS_URL)('mail per recipient across instances sharing Redis', () => {
  const prefix = `test:mail:${process.pid}:${Date.now()}:`;
  const apps: FastifyInstance[] = [];
  const configs: ReturnType<typeof testConfig>[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const config = testConfig('sqlite', {
        smtpUrl: inbox.url,
        rateLimits: productionLimits(),
        redisUrl: process.env.TEST_REDIS_URL,
        redisKeyPrefix: prefix,
      });
      configs.push(config);
      apps.push(await buildApp(config, { jobTimer: false }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const config of configs) await disposeTestDatabase(config);
  });

  it('sends 3 mails in all to an address named on both instances', async () => {
    const victim = `${uniqueName('shared')}@example.org`;
    for (let i = 0; i < 3; i++) {
      for (const app of apps) await signUpFrom(app, victim);
    }
    for (const app of apps) await app.deps.jobs.runDue();
    expect(mailsTo(victim)).toHaveLength(3);
  });
});
