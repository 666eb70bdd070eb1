import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, makeOrganiser, signIn, uniqueName } from './fixtures';

/**
 * Conventions (issue 35): a visitor browses /cons and a con's page; an organiser sets a con's
 * dates; a member suggests a con and an organiser lists it. Screenshots (light and dark) go to
 * CON_SHOTS when it is set (docs/design/issue-35).
 */
const shots = process.env.CON_SHOTS;

async function shoot(page: Page, name: string, width: number) {
  if (!shots) return;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${shots}/${name}-${width}-${colorScheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A con added by an organiser through the API: unique, so parallel specs never share one. */
async function addCon(request: APIRequestContext, organiser: Member, fields: Record<string, unknown> = {}) {
  const res = await request.post('/api/cons', {
    data: { name: uniqueName('Prairie Con '), city: 'Des Moines', state: 'Iowa', ...fields },
    headers: { authorization: `Bearer ${organiser.token}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { slug: string; name: string };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a visitor browses the cons by state and opens a con’s page', async ({ page }) => {
      await page.goto('/cons');
      await expect(page.getByRole('heading', { level: 1, name: 'Conventions' })).toBeVisible();
      const card = page.getByRole('listitem', { name: 'Gen Con' });
      await expect(card).toContainText('Indianapolis, Indiana');
      await expectAccessible(page);
      await shoot(page, 'cons', viewport.width);
      await page.getByLabel('State').selectOption('Ohio');
      await expect(page).toHaveURL(/\?state=Ohio$/);
      await expect(page.getByRole('listitem', { name: 'Gen Con' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Ohayocon' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ohayocon' })).toBeVisible();
      await expect(page.getByText('Columbus, Ohio').first()).toBeVisible();
      const site = page.getByRole('link', { name: 'www.ohayocon.org' });
      await expect(site).toHaveAttribute('rel', /noopener/);
      await expectAccessible(page);
      await shoot(page, 'con-page', viewport.width);
    });

    test('an organiser sets a con’s dates', async ({ page, request }) => {
      const organiser = await makeOrganiser(request, await createMember(request));
      const con = await addCon(request, organiser, { venue: 'Iowa Events Center' });
      await signIn(page, organiser);
      await page.goto(`/cons/${con.slug}`);
      await page.getByRole('link', { name: 'Edit' }).click();
      await page.getByLabel('First day').fill('2031-04-25');
      await page.getByLabel('Last day').fill('2031-04-27');
      await expectAccessible(page);
      await shoot(page, 'con-edit', viewport.width);
      await page.getByRole('button', { name: 'Save the convention' }).click();
      await expect(page.getByRole('heading', { level: 1, name: con.name })).toBeVisible();
      await expect(page.getByText('Apr 25–27, 2031').first()).toBeVisible();
    });

    test('a member suggests a con and an organiser lists it', async ({ page, browser, request }) => {
      const member = await createMember(request);
      const organiser = await makeOrganiser(request, await createMember(request));
      const name = uniqueName('Corn Kon ');
      await signIn(page, member);
      await page.goto('/cons');
      await page.getByRole('link', { name: 'Suggest a convention' }).click();
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('City').fill('Omaha');
      await page.getByLabel('State').selectOption('Nebraska');
      await page.getByLabel('Website').fill('https://cornkon.example.org');
      await shoot(page, 'con-suggest', viewport.width);
      await page.getByRole('button', { name: 'Send the suggestion' }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Waiting for the organisers')).toBeVisible();

      const context = await browser.newContext({ viewport });
      const review = await context.newPage();
      await signIn(review, organiser);
      await review.goto('/organisers/cons');
      const card = review.getByRole('listitem', { name });
      await expect(card).toContainText(`Suggested by ${member.username}`);
      await expectAccessible(review);
      await shoot(review, 'con-suggestions', viewport.width);
      await card.getByRole('button', { name: 'List it' }).click();
      await expect(review.getByRole('listitem', { name })).toHaveCount(0);
      await context.close();

      const visitor = await browser.newContext({ viewport });
      const look = await visitor.newPage();
      await look.goto('/cons?state=Nebraska');
      await expect(look.getByRole('listitem', { name })).toContainText('Omaha, Nebraska');
      await visitor.close();
    });
  });
}
