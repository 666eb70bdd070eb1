import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createMember, type Member } from './fixtures';

/**
 * The visual suite: every route at a phone (390×844, touch) and a laptop (1366×768), light and
 * dark. Each page must fit its width, show the logo and the navigation, keep its title at the same
 * x as every other page of that width, and pass axe's colour-contrast rule. Screenshots go to
 * .tmp/screenshots/ (CI artifacts, not committed); scripts/contact-sheet.mjs makes the sheet in
 * docs/design.md from them.
 */

const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false },
} as const;

/**
 * Routes anyone can open, then routes for members; `{username}` and `{id}` are the seeded member,
 * `{event}` an event they are going to, `{group}` a group they started.
 */
const ROUTES = [
  ['home', '/'],
  ['login', '/login'],
  ['signup', '/createuser'],
  ['forgot-password', '/forgotpassword'],
  ['reset-password', '/resetpassword?token=not-a-real-token'],
  ['search', '/search?query=Quill&state=Kansas'],
  ['measurements', '/measurements'],
  ['public-profile', '/public/{username}'],
  ['profile-card', '/public/{username}/card'],
  ['design', '/design'],
  ['not-found', '/no-such-page'],
  ['members', '/users'],
  ['edit-profile', '/update/{id}'],
  ['motd', '/motd'],
  ['calendar', '/calendar'],
  ['tutorials', '/tutorials'],
  ['local-stores', '/localstores'],
  ['kansas-stores', '/localstores/kansas'],
  ['games', '/games'],
  ['falling-blocks', '/tetris'],
  ['brick-breaker', '/brickbreaker'],
  ['memory', '/memorycardgame'],
  ['protected', '/protected'],
  ['settings', '/settings'],
  ['people', '/people'],
  ['messages', '/messages'],
  ['new-message', '/messages/new'],
  ['restore-account', '/restoreaccount?token=not-a-real-token'],
  ['verify-email', '/verifyemail?token=not-a-real-token'],
  ['events', '/events'],
  ['events-month', '/events?view=month'],
  ['event', '/events/{event}'],
  ['event-new', '/events/new'],
  ['cosplan-card', '/events/{event}/card'],
  ['groups', '/groups'],
  ['group-new', '/groups/new'],
  ['group', '/groups/{group}'],
  ['group-members', '/groups/{group}?tab=members'],
  ['group-edit', '/groups/{group}/edit'],
] as const;

/** Pages that are a centred card on a laptop (Page's `narrow`). */
const CENTRED_CARDS = new Set(['login', 'signup', 'restore-account', 'forgot-password', 'reset-password']);

let member: Member;
let eventId: number;
let groupSlug: string;

/** A photo-like picture: a gradient and a figure, so screenshots show how photos sit on a page. */
function picture(from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="600" height="600" fill="url(#g)"/><circle cx="300" cy="230" r="95" fill="#fff" fill-opacity=".35"/>
    <rect x="170" y="350" width="260" height="250" rx="120" fill="#000" fill-opacity=".25"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const SEEDED = [
  {
    firstname: 'Visual',
    state: 'Kansas',
    city: 'Wichita',
    imawhat: 'Cosplayer,Prop Builder',
    colours: ['#b0406a', '#f2c14e'],
  },
  {
    firstname: 'Juniper',
    state: 'Kansas',
    city: 'Topeka',
    imawhat: 'Seamstress/Seamster',
    colours: ['#2f6f8f', '#e9d8a6'],
  },
  {
    firstname: 'Rowan',
    state: 'Kansas',
    city: 'Lawrence',
    imawhat: 'Maker,Photographer',
    colours: ['#6b4f9e', '#9ad1d4'],
  },
] as const;

test.beforeAll(async ({ request }) => {
  const members: Member[] = [];
  for (const seed of SEEDED) {
    const [from, to] = seed.colours;
    const seeded = await createMember(request, { firstname: seed.firstname, lastname: 'Quill' });
    const res = await request.put(`/api/users/${seeded.userId}`, {
      headers: { authorization: `Bearer ${seeded.token}` },
      multipart: {
        state: seed.state,
        city: seed.city,
        imawhat: seed.imawhat,
        about: 'Foam armour, wigs and sewing patterns; ask me at the next meetup.',
        complete: 'Link, Zelda, Sailor Moon',
        instagram: 'visualquill',
        kofi: 'visualquill',
        email: 'quill@example.org',
        profileImage: { name: 'me.png', mimeType: 'image/png', buffer: await picture(from, to) },
        slideshowImage0: { name: 'a.png', mimeType: 'image/png', buffer: await picture(to, from) },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    members.push(seeded);
  }
  member = members[0]!;
  eventId = await seedEvent(request, members);
  groupSlug = await seedGroup(request, members);
});

/** A members-only chapter started by the first member, the other two in it. */
async function seedGroup(request: APIRequestContext, members: Member[]): Promise<string> {
  const auth = (m: Member) => ({ authorization: `Bearer ${m.token}` });
  const created = await request.post('/api/groups', {
    headers: auth(members[0]!),
    data: {
      name: 'Wichita Armour Crew',
      kind: 'crew',
      state: 'Kansas',
      description: 'Foam, worbla and heat guns on **second Saturdays**.\n\n- bring a project\n- bring snacks',
      visibility: 'members',
      joinPolicy: 'open',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = await created.json();
  for (const m of members.slice(1)) {
    const res = await request.post(`/api/groups/${slug}/join`, { headers: auth(m) });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await seedPoll(request, members, id);
  return slug;
}

/** A named poll in the group, two members having voted, so the group page shows its results. */
async function seedPoll(request: APIRequestContext, members: Member[], groupId: number): Promise<void> {
  const auth = (m: Member) => ({ authorization: `Bearer ${m.token}` });
  const created = await request.post('/api/polls', {
    headers: auth(members[0]!),
    data: {
      subject: { kind: 'group', id: groupId },
      question: 'Which theme for the summer shoot?',
      options: [{ label: 'Pirates' }, { label: 'Space opera' }, { label: 'Fairy tales' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const poll = await created.json();
  for (const [m, option] of [
    [members[0]!, poll.options[0].id],
    [members[1]!, poll.options[0].id],
    [members[2]!, poll.options[1].id],
  ] as const) {
    const res = await request.put(`/api/polls/${poll.id}/vote`, {
      headers: auth(m),
      data: { optionIds: [option] },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** An event a week ahead, hosted by the second member, with the first and third going. */
async function seedEvent(request: APIRequestContext, members: Member[]): Promise<number> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    Date.now() + 7 * 86_400_000,
  );
  const auth = (m: Member) => ({ authorization: `Bearer ${m.token}` });
  const created = await request.post('/api/events', {
    headers: auth(members[1]!),
    data: {
      title: 'Foam armour build night',
      startsAt: `${day}T18:00:00-06:00`,
      endsAt: `${day}T21:00:00-06:00`,
      venue: 'The Sewing Loft',
      address: '120 N Main St',
      city: 'Wichita',
      state: 'Kansas',
      description: 'Bring EVA foam and a heat gun. Patterns: https://patterns.example.org/armour',
      capacity: 12,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  for (const [m, cosplan] of [
    [members[0]!, 'Sailor Jupiter'],
    [members[2]!, 'Link (Breath of the Wild)'],
  ] as const) {
    const res = await request.put(`/api/events/${id}/rsvp`, {
      headers: auth(m),
      data: { status: 'going', cosplan, photoshoot: true },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return id;
}

async function checkPage(page: Page, width: number): Promise<number> {
  const title = page.getByRole('heading', { level: 1 }).first();
  await expect(title).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Midwest Cosplay & Maker Club' })).toBeVisible();
  if (width < 1000) await expect(nav.getByRole('button', { name: 'Menu' })).toBeVisible();
  else await expect(nav.getByRole('link', { name: 'Search', exact: true })).toBeVisible();
  const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(
    contrast.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`)),
    'text below 4.5:1',
  ).toEqual([]);
  return Math.round((await title.boundingBox())?.x ?? -1);
}

async function visit(browser: Browser, size: keyof typeof VIEWPORTS, scheme: 'light' | 'dark') {
  const context = await browser.newContext({
    ...VIEWPORTS[size],
    colorScheme: scheme,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate((m) => {
    localStorage.setItem('token', m.token);
    localStorage.setItem('username', m.username);
    localStorage.setItem('userid', String(m.userId));
  }, member);
  const titleX = new Map<string, number>();
  for (const [name, route] of ROUTES) {
    const path = route
      .replace('{username}', member.username)
      .replace('{id}', String(member.userId))
      .replace('{event}', String(eventId))
      .replace('{group}', groupSlug);
    await test.step(`${name} (${path})`, async () => {
      await page.goto(path);
      titleX.set(name, await checkPage(page, VIEWPORTS[size].viewport.width));
      await page.screenshot({ path: `.tmp/screenshots/${size}-${scheme}/${name}.png` });
    });
  }
  await context.close();
  // Titles stay put when navigating: one x for every page of this width. A short form on its own
  // is a centred card on a laptop instead (ui/page.css), so its title starts inside the card.
  const xs = [...titleX.entries()].filter(([name]) => size === 'phone' || !CENTRED_CARDS.has(name));
  const expected = titleX.get('home');
  expect(
    xs.filter(([, x]) => x !== expected),
    `titles not at x=${expected}`,
  ).toEqual([]);
}

for (const size of ['phone', 'laptop'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`every page fits, keeps its title in place and reads well: ${size}, ${scheme}`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      await visit(browser, size, scheme);
    });
  }
}
