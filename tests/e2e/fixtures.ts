import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { addPasskey, type PostJson } from '../support/soft-authenticator';

let counter = 0;
export function uniqueName(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid}${counter}`;
}

export const PASSWORD = 'Thread&Needle9';

export interface Member {
  token: string;
  username: string;
  userId: number;
  password: string;
  role?: 'member' | 'organiser';
  status?: 'active' | 'pending' | 'suspended';
}

/** Creates an account through the API (the UI journey has its own test). */
export async function createMember(
  request: APIRequestContext,
  overrides: Record<string, string> = {},
): Promise<Member> {
  const username = overrides.username ?? uniqueName('member');
  const res = await request.post('/api/createnew', {
    multipart: {
      firstname: 'Robin',
      lastname: 'Tailor',
      birthdate: '1992-04-03',
      username,
      password: PASSWORD,
      recoveryemail: 'robin@example.org',
      referredby: '',
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return {
    token: body.token,
    username: body.username,
    userId: body.userId,
    password: PASSWORD,
    status: body.status,
  };
}

/** Puts a member's session in localStorage the way the app does after logging in. */
export async function signIn(page: Page, member: Member): Promise<void> {
  await page.goto('/');
  await page.evaluate((m) => {
    localStorage.setItem('token', m.token);
    localStorage.setItem('username', m.username);
    localStorage.setItem('userid', String(m.userId));
    localStorage.setItem('role', m.role ?? 'member');
    localStorage.setItem('status', m.status ?? 'active');
  }, member);
}

/**
 * Makes a member an organiser the way a club does it, with `npm run club -- organiser add` on
 * the server's database: the shared test server's SQLite folder, or `dataDir` for a spec that
 * runs its own server. Organiser tools need a passkey (issue 18): one is added through the API
 * with a software authenticator, as a browser would.
 */
export async function makeOrganiser(
  request: APIRequestContext,
  member: Member,
  dataDir = process.env.E2E_DATA_DIR,
): Promise<Member> {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/club.ts', 'organiser', 'add', member.username],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        LOG_LEVEL: 'silent',
      },
      stdio: 'pipe',
    },
  );
  // The server's own address is its PUBLIC_URL (tests/e2e/server-env.ts): the passkey's origin.
  const probe = await request.get('/api/health');
  await addPasskey(playwrightPost(request), member, new URL(probe.url()).origin);
  return { ...member, role: 'organiser' };
}

/** PostJson (tests/support/soft-authenticator.ts) through Playwright's request context. */
export const playwrightPost =
  (request: APIRequestContext): PostJson =>
  async (url, body, token) => {
    const res = await request.post(url, { data: body, headers: { authorization: `Bearer ${token}` } });
    const text = await res.text();
    return { status: res.status(), json: text === '' ? null : JSON.parse(text) };
  };

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Let entrance animations (a dialog fading in) finish: mid-fade text has too little contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

/** A mail's text as written: quoted-printable soft breaks joined and =XX bytes decoded (UTF-8). */
function decodeMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
  );
}

/**
 * Every mail the server wrote to `address` so far (without SMTP_URL it writes each one to
 * DATA_DIR/outbox), decoded, oldest first. Mail goes out through the job queue within a second
 * or two: wait for it with expect.poll.
 */
export function mailsTo(address: string, dataDir = process.env.E2E_DATA_DIR ?? ''): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .map((file) => decodeMail(fs.readFileSync(path.join(outbox, file), 'utf8')))
    .filter((mail) => mail.includes(`To: ${address}`));
}

/**
 * The page printed (print CSS, the page's own @page size) is one A6 sheet: 105 × 148 mm, which is
 * 297.6 × 419.5 points in the PDF's MediaBox.
 */
export async function expectOnePrintedA6Page(page: Page): Promise<void> {
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g) ?? [], 'printed pages').toHaveLength(1);
  const box = (/\/MediaBox\s*\[([^\]]+)\]/.exec(pdf)?.[1] ?? '').trim().split(/\s+/).map(Number);
  expect(box[2] ?? 0).toBeCloseTo(297.6, -1);
  expect(box[3] ?? 0).toBeCloseTo(419.5, -1);
}
