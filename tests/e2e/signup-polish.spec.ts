import { expect, type Locator, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, PASSWORD, signIn, uniqueName } from './fixtures';

/**
 * Everyday polish of the forms (issue 33): sign-up shows every problem at once and takes focus
 * to the list; short forms sit in a centred card on a laptop; settings and the profile editor use
 * two columns there; an invalid restore link says what to do; the score tables say and show more.
 */
const SIZES = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 768 },
} as const;

const summary = (page: Page) => page.getByRole('region', { name: /^Not signed up yet/ });
const box = async (locator: Locator) => {
  await expect(locator).toBeVisible();
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
};

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('an empty sign-up shows every field’s problem at once, beside each field, and focuses the list', async ({
      page,
    }) => {
      await page.goto('/createuser');
      await page.getByRole('button', { name: 'Sign up' }).click();
      const list = summary(page);
      await expect(list).toBeFocused();
      await expect(list.getByRole('heading')).toHaveText('Not signed up yet: 7 fields need fixing');
      await expect(list.getByText('All fields are required', { exact: true })).toBeVisible();
      await expect(list.getByRole('link')).toHaveText([
        'First name is required',
        'Last name is required',
        'Date of birth is required',
        'Username is required',
        'Password is required',
        'Confirm password is required',
        'Recovery email is required',
      ]);
      for (const label of [
        'First name',
        'Last name',
        'Year',
        'Month',
        'Day',
        'Username',
        'Confirm password',
      ]) {
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(page.getByLabel('Username', { exact: true })).toHaveAccessibleDescription(
        'Username is required',
      );
      await expect(page.getByLabel('Year')).toHaveAccessibleDescription('Date of birth is required');
      // The date of birth's three parts share one row, on a phone too.
      const [year, month, day] = await Promise.all(
        ['Year', 'Month', 'Day'].map((label) => box(page.getByLabel(label, { exact: true }))),
      );
      expect(month?.y).toBe(year?.y);
      expect(day?.y).toBe(year?.y);
      await expectAccessible(page);

      // A link in the list takes focus to its field; a fixed field loses its error as it is typed.
      await list.getByRole('link', { name: 'Username is required' }).click();
      await expect(page.getByLabel('Username', { exact: true })).toBeFocused();
      await page.getByLabel('Username', { exact: true }).fill('casey');
      await expect(list.getByRole('link', { name: 'Username is required' })).toHaveCount(0);
      await expect(page.getByLabel('Username', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    });

    test('wrong values show all their rules at once, and nothing is sent until they are fixed', async ({
      page,
    }) => {
      let sent = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/createnew')) sent += 1;
      });
      const nextYear = String(new Date().getUTCFullYear() - 17);
      await page.goto('/createuser');
      await page.getByLabel('First name').fill('Casey');
      await page.getByLabel('Last name').fill('Seams');
      await page.getByLabel('Year').fill(nextYear);
      await page.getByLabel('Month').fill('1');
      await page.getByLabel('Day').fill('1');
      await page.getByLabel('Username').fill('has space');
      await page.getByLabel('Password', { exact: true }).fill('weak');
      await page.getByLabel('Confirm password').fill('other');
      await page.getByLabel('Recovery email').fill('a@b');
      await page.getByRole('button', { name: 'Sign up' }).click();
      const list = summary(page);
      await expect(list).toBeFocused();
      await expect(list.getByRole('link')).toHaveText([
        'You must be at least 18 years old to register',
        'Username cannot contain spaces',
        'Password must be at least 8 characters long, contain at least one number, and one special character',
        'Passwords do not match',
        'Recovery email must be one email address, like name@example.com',
      ]);
      await expect(list.getByText('All fields are required')).toHaveCount(0);
      expect(sent).toBe(0);
    });

    test("the server's refusal keeps its '!!!', beside the username and in the focused list", async ({
      page,
      request,
    }) => {
      const taken = await createMember(request);
      await page.goto('/createuser');
      await page.getByLabel('First name').fill('Sam');
      await page.getByLabel('Last name').fill('Pins');
      await page.getByLabel('Year').fill('1990');
      await page.getByLabel('Month').fill('1');
      await page.getByLabel('Day').fill('2');
      await page.getByLabel('Username').fill(taken.username.toUpperCase());
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByLabel('Recovery email').fill('sam@example.org');
      await page.getByRole('button', { name: 'Sign up' }).click();
      const list = summary(page);
      await expect(list).toBeFocused();
      await expect(list.getByRole('alert')).toHaveText('That username is already taken!!!');
      await expect(page.getByLabel('Username', { exact: true })).toHaveAccessibleDescription(
        'That username is already taken!!!',
      );
      // A new name clears the refusal and signs up.
      await page.getByLabel('Username', { exact: true }).fill(uniqueName('pins'));
      await expect(list).toHaveCount(0);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(/\/update\/\d+$/);
    });

    test('log in and sign up sit in a card, centred on a laptop; the title stays put on a phone', async ({
      page,
    }) => {
      for (const [path, name] of [
        ['/login', 'Log in'],
        ['/createuser', 'Create your account'],
      ] as const) {
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1, name });
        await expect(heading).toBeVisible();
        const frame = page.locator('main .page-narrow');
        const title = await box(heading);
        const card = await box(frame);
        if (size === 'laptop') {
          const centre = card.x + card.width / 2;
          expect(Math.abs(centre - viewport.width / 2), `${path} centred`).toBeLessThanOrEqual(10);
          expect(card.width).toBeLessThan(640);
          expect(await frame.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
        } else {
          // Where every page's title starts: the main frame's left edge inside its gutter.
          const start = await page
            .locator('main')
            .evaluate(
              (el) => el.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(el).paddingLeft),
            );
          expect(title.x).toBe(start);
          expect(card.width).toBeGreaterThan(330);
        }
      }
    });

    test('settings and the profile editor use two columns on a laptop and one on a phone', async ({
      page,
      request,
    }) => {
      const member = await createMember(request);
      await signIn(page, member);
      await page.goto('/settings');
      const privacy = await box(page.getByRole('heading', { name: 'Privacy', level: 2 }));
      const sessions = await box(page.getByRole('heading', { name: 'Where you’re signed in', level: 2 }));
      await page.goto(`/update/${member.userId}`);
      const about = await box(page.getByRole('group', { name: 'About you' }));
      const contact = await box(page.getByRole('group', { name: 'Contact shown publicly' }));
      const cosplays = await box(page.getByRole('group', { name: 'Cosplays' }));
      if (size === 'laptop') {
        expect(sessions.y).toBe(privacy.y);
        expect(sessions.x).toBeGreaterThan(privacy.x + 300);
        expect(contact.y).toBe(about.y);
        expect(contact.x).toBeGreaterThan(about.x + about.width);
        expect(cosplays.width).toBeGreaterThan(about.width * 2);
      } else {
        expect(sessions.x).toBe(privacy.x);
        expect(sessions.y).toBeGreaterThan(privacy.y);
        expect(contact.x).toBe(about.x);
        expect(contact.y).toBeGreaterThan(about.y + about.height);
      }
      // Tab goes from About you to Contact shown publicly: the form's order, left then right.
      await page.getByLabel('Other').focus();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Public email')).toBeFocused();
      await expectAccessible(page);
    });

    test('an invalid restore link says what to do next', async ({ page }) => {
      await page.goto('/restoreaccount?token=not-a-real-token-0123456789');
      await expect(page.getByRole('alert')).toHaveText('The restore link is invalid or has expired.');
      await expect(page.getByText('A restore link works once, within 30 days')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in', exact: true }).last()).toHaveAttribute(
        'href',
        '/login',
      );
      await expect(page.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/createuser');
      await expect(page.getByRole('link', { name: 'Support the club' }).first()).toBeVisible();
      await expectAccessible(page);
    });

    test('the memory table opens on a card count that has scores', async ({ page, request }) => {
      const member = await createMember(request);
      const game = 'Memory Card Game - 20 Cards';
      const res = await request.put(
        `/api/users/updatescore/${encodeURIComponent(member.username)}/${encodeURIComponent(game)}`,
        { data: { gamescore: 700 }, headers: { authorization: `Bearer ${member.token}` } },
      );
      expect(res.status(), await res.text()).toBe(200);
      await signIn(page, member);
      await page.goto('/games');
      const table = page.getByRole('table', { name: /^Memory card game, \d+ cards$/ });
      // Whichever size other members played most, it is one with scores, and the picker agrees.
      await expect(table.getByRole('rowheader').first()).toBeVisible();
      const caption = (await table.locator('caption').textContent()) ?? '';
      const cards = caption.match(/(\d+) cards/)?.[1];
      await expect(page.getByLabel('Number of cards')).toHaveValue(cards ?? 'none');
      await page.getByLabel('Number of cards').selectOption('20');
      await expect(
        page
          .getByRole('table', { name: 'Memory card game, 20 cards' })
          .getByRole('link', { name: member.username }),
      ).toBeVisible();
    });
  });
}
