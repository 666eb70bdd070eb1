import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type PlaywrightWorkerArgs, test } from '@playwright/test';
import pg from 'pg';
import { createMember, type Member, signIn } from './fixtures';
import { freePort } from './free-port';

/**
 * Issue 34: the live unread count behind a load balancer. Two instances of the site share one
 * PostgreSQL database and one Redis; the host's browser is on instance A, the guest's RSVP goes
 * to instance B, and the bell on A changes without a reload. Needs PostgreSQL and Redis
 * (TEST_DATABASE_URL, TEST_REDIS_URL); skipped without them, and said so in the summary.
 */
const PG_URL = process.env.TEST_DATABASE_URL ?? process.env.E2E_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.E2E_REDIS_URL;

test.skip(!PG_URL || !REDIS_URL, 'needs TEST_DATABASE_URL and TEST_REDIS_URL');
test.describe.configure({ mode: 'serial' });

const dbName = `e2e_live_${process.pid}_${Date.now()}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-live-'));
const instances: { url: string; process: ChildProcess }[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function startInstance(databaseUrl: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: REDIS_URL!,
      REDIS_KEY_PREFIX: `${dbName}:`,
      WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const health = async () => {
    try {
      return (await fetch(`${url}/api/health`)).status;
    } catch {
      return 0;
    }
  };
  await expect.poll(health, { timeout: 110_000, intervals: [250, 500, 1000] }).toBe(200);
  instances.push({ url, process: child });
  return url;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await admin(`CREATE DATABASE ${dbName}`);
  const databaseUrl = PG_URL!.replace(/\/[^/]*$/, `/${dbName}`);
  // One after the other: the first applies the migrations.
  await startInstance(databaseUrl);
  await startInstance(databaseUrl);
});

test.afterAll(async () => {
  for (const { process: child } of instances) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Instance A's address, a request context on instance B, and two members signed up there. */
async function twoMembersOnB(
  playwright: PlaywrightWorkerArgs['playwright'],
  names: [Record<string, string>, Record<string, string>],
) {
  const [a, b] = instances.map((i) => i.url) as [string, string];
  const apiB = await playwright.request.newContext({ baseURL: b });
  const first: Member = await createMember(apiB, names[0]);
  const second: Member = await createMember(apiB, names[1]);
  return { a, apiB, members: [first, second] as const };
}

/** An evening event the host creates through instance B on `day` (YYYY-MM-DD); its id. */
async function hostEvent(apiB: APIRequestContext, host: Member, title: string, day: string): Promise<number> {
  const created = await apiB.post('/api/events', {
    headers: { Authorization: `Bearer ${host.token}` },
    data: {
      title,
      startsAt: `${day}T18:00:00-06:00`,
      endsAt: `${day}T20:00:00-06:00`,
      timeZone: 'America/Chicago',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id;
}

test('an RSVP on one instance lights the bell of a tab on the other', async ({ browser, playwright }) => {
  const { a, apiB, members } = await twoMembersOnB(playwright, [{ firstname: 'Hana' }, { firstname: 'Ada' }]);
  const [host, guest] = members;
  const id = await hostEvent(apiB, host, 'Two-instance night', '2031-02-07');

  const context = await browser.newContext({ baseURL: a });
  const page = await context.newPage();
  await signIn(page, host);
  await page.goto('/events');
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const started = Date.now();
  const answered = await apiB.put(`/api/events/${id}/rsvp`, {
    headers: { Authorization: `Bearer ${guest.token}` },
    data: { status: 'going' },
  });
  expect(answered.status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5000 });
  // The goal is within a second; the shared CI machine gets some slack.
  expect(Date.now() - started).toBeLessThan(2000);
  await context.close();
  await apiB.dispose();
});

test('a comment posted on one instance reaches the thread open on the other (issue 37)', async ({
  browser,
  playwright,
}) => {
  const { a, apiB, members } = await twoMembersOnB(playwright, [
    { firstname: 'Hana', lastname: 'Host' },
    { firstname: 'Ada', lastname: 'Guest' },
  ]);
  const [host, guest] = members;
  const id = await hostEvent(apiB, host, 'Two-instance talk', '2031-03-07');

  const context = await browser.newContext({ baseURL: a });
  const page = await context.newPage();
  await signIn(page, host);
  // The page tells its stream (on instance A) to watch this thread.
  const watching = page.waitForResponse((r) => r.url().endsWith('/api/me/live/watch') && r.status() === 204);
  await page.goto(`/events/${id}`);
  const thread = page.getByRole('region', { name: /^Comments/ });
  await expect(thread.getByText('No comments yet. Be the first.')).toBeVisible();
  await watching;

  const started = Date.now();
  const posted = await apiB.post(`/api/comments/event/${id}`, {
    headers: { Authorization: `Bearer ${guest.token}` },
    data: { body: 'See you there!' },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await expect(thread.getByRole('article', { name: 'Comment by Ada Guest' })).toContainText(
    'See you there!',
    {
      timeout: 5000,
    },
  );
  // The goal is within a second; the shared CI machine gets some slack.
  expect(Date.now() - started).toBeLessThan(2000);
  await context.close();
  await apiB.dispose();
});

test('a message sent on one instance reaches the conversation open on the other (issue 37)', async ({
  browser,
  playwright,
}) => {
  const { a, apiB, members } = await twoMembersOnB(playwright, [
    { firstname: 'Ada', lastname: 'Across' },
    { firstname: 'Ben', lastname: 'Beyond' },
  ]);
  const [ada, ben] = members;
  const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });
  // Mutual follows: Ben's messages reach Ada directly, not as a request.
  for (const [who, whom] of [
    [ada, ben],
    [ben, ada],
  ] as const)
    expect((await apiB.put(`/api/me/following/${whom.username}`, { headers: auth(who) })).status()).toBe(200);
  const started0 = await apiB.post('/api/conversations', {
    headers: auth(ben),
    data: { to: [ada.username], body: 'Hello from B' },
  });
  expect(started0.status(), await started0.text()).toBe(201);
  const { conversationId } = await started0.json();

  const context = await browser.newContext({ baseURL: a });
  const page = await context.newPage();
  await signIn(page, ada);
  // Her live stream (on instance A) is open once its answer's headers arrive.
  const streaming = page.waitForResponse((r) => r.url().endsWith('/api/me/live') && r.status() === 200);
  await page.goto(`/messages/${conversationId}`);
  const thread = page.getByRole('region', { name: 'Messages in this conversation' });
  await expect(thread).toContainText('Hello from B');
  await streaming;

  const started = Date.now();
  const sent = await apiB.post(`/api/conversations/${conversationId}/messages`, {
    headers: auth(ben),
    data: { body: 'Across the instances' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect(thread).toContainText('Across the instances', { timeout: 5000 });
  // The goal is within a second; the shared CI machine gets some slack.
  expect(Date.now() - started).toBeLessThan(2000);
  await context.close();
  await apiB.dispose();
});
