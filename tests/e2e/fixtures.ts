import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

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
  return { token: body.token, username: body.username, userId: body.userId, password: PASSWORD };
}

/** Puts a member's session in localStorage the way the app does after logging in. */
export async function signIn(page: Page, member: Member): Promise<void> {
  await page.goto('/');
  await page.evaluate((m) => {
    localStorage.setItem('token', m.token);
    localStorage.setItem('username', m.username);
    localStorage.setItem('userid', String(m.userId));
  }, member);
}

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
