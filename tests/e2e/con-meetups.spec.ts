import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, makeOrganiser, signIn } from './fixtures';

/**
 * Issue 35, item 5: a member plans a meetup from the con page; it shows there, its page links
 * back to the con, and another member who RSVPs finds it in their day plan. One con (seeded
 * through the API) for the whole file; each viewport plans its own meetup.
 */

const shots = process.env.MEETUP_SHOTS;
// Fri 6 – Sun 8 August 2027, in Kansas (Central time).
const DATES = { startsOn: '2027-08-06', endsOn: '2027-08-08' };
const FRIDAY = 'Friday, August 6';
const auth = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

let shared: Promise<{ slug: string; name: string }> | undefined;

async function seedCon(request: APIRequestContext) {
  const organiser = await makeOrganiser(request, await createMember(request, { firstname: 'Olive' }));
  const res = await request.post('/api/cons', {
    headers: auth(organiser),
    data: { name: 'Prairie Meetup Con', city: 'Wichita', state: 'Kansas', ...DATES },
  });
  expect(res.status(), await res.text()).toBe(201);
  const con = (await res.json()) as { slug: string; name: string };
  return { slug: con.slug, name: con.name };
}

/** With MEETUP_SHOTS set: `target` in light and dark, saved as `<name>-light.png` and `-dark.png`. */
async function shoot(page: Page, target: Locator, name: string) {
  if (!shots) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await target.screenshot({ path: `${shots}/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width}×${viewport.height}: a member plans a meetup from the con page; another RSVPs and has it in their day plan`, async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    shared ??= seedCon(request);
    const { slug, name } = await shared;
    const host = await createMember(request, { firstname: 'Hana', lastname: 'Host' });
    const title = `Genshin meetup ${viewport.width}`;

    await signIn(page, host);
    await page.goto(`/cons/${slug}`);
    const section = page.getByRole('region', { name: 'Meetups' });
    await expect(section.getByRole('heading', { name: 'Meetups' })).toBeVisible();
    await section.getByRole('link', { name: 'Plan a meetup' }).click();
    await expect(page).toHaveURL(/\/events\/new\?con=/);
    await expect(page.getByLabel('At a convention')).toHaveValue(slug);
    await expect(page.getByLabel('Day of the convention')).toHaveValue(DATES.startsOn);
    await expect(page.getByLabel('Start date')).toHaveValue(DATES.startsOn);
    await shoot(
      page,
      page.locator('fieldset', { has: page.getByLabel('At a convention') }),
      `meetup-form-${viewport.width}`,
    );
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Venue').fill('Hall D steps');
    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page).toHaveURL(/\/events\/\d+$/);
    const eventUrl = new URL(page.url()).pathname;

    // The event page links back to the con, where the meetup is listed.
    await page.getByRole('link', { name: `Meetup at ${name} · ${FRIDAY}` }).click();
    await expect(page).toHaveURL(new RegExp(`/cons/${slug}$`));
    const friday = section.getByRole('region', { name: FRIDAY });
    await expect(friday.getByRole('link', { name: title })).toBeVisible();
    await expect(friday.getByText('Hall D steps · 0 going').first()).toBeVisible();
    await expectAccessible(page);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
    await shoot(page, section, `meetups-${viewport.width}`);

    // Another member says they are going, and finds it in their day plan.
    const goer = await createMember(request, { firstname: 'Gil', lastname: 'Goer' });
    const other = await browser.newContext({ viewport });
    const goerPage = await other.newPage();
    await signIn(goerPage, goer);
    await goerPage.goto(eventUrl);
    await goerPage.getByRole('radio', { name: 'Going' }).check();
    await goerPage.getByRole('button', { name: 'Send my RSVP' }).click();
    await expect(goerPage.getByText('Saved: you are going.')).toBeVisible();
    await goerPage.goto(`/cons/${slug}/plan`);
    const planned = goerPage.getByRole('region', { name: FRIDAY });
    await expect(planned.getByRole('link', { name: title })).toBeVisible();
    await expect(planned.getByText('until 9:00 pm · Hall D steps')).toBeVisible();
    await other.close();
  });
}
