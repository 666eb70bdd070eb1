import { expect, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, signIn, uniqueName } from './fixtures';
import { createEvent, hoursFromNow } from './seed-events';

/** Events a few hours from now: sooner than the fixed dates other specs use. */
const soon = (title: string, hours: number) => ({
  title,
  ...hoursFromNow(hours, 2),
  description: 'Bring foam.',
});

/**
 * The message of the day is about the member reading it: the events they are going to and the
 * club's next events, above the spec's two conventions (unchanged).
 */

const auth = (member: Member) => ({ Authorization: `Bearer ${member.token}` });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('shows my next events and the club’s, then the two conventions', async ({ page, request }) => {
      const host = await createMember(request);
      const me = await createMember(request);
      const going = uniqueName('Build night ');
      const other = uniqueName('Sewing circle ');
      const id = await createEvent(request, host, soon(going, 3));
      await createEvent(request, host, soon(other, 2));
      const answer = await request.put(`/api/events/${id}/rsvp`, {
        headers: auth(me),
        data: { status: 'going' },
      });
      expect(answer.status(), await answer.text()).toBe(200);

      await signIn(page, me);
      await page.goto('/motd');
      const content = await (await page.request.get('/api/content')).json();
      await expect(page.getByRole('heading', { level: 2, name: 'Coming up' })).toBeVisible();
      const mine = page.getByRole('region', { name: 'You’re going' });
      await expect(mine.getByRole('link', { name: going })).toHaveAttribute('href', `/events/${id}`);
      await expect(mine.getByRole('link', { name: other })).toHaveCount(0);
      const club = page.getByRole('region', { name: 'Club events' });
      await expect(club.getByRole('listitem').first()).toBeVisible();
      await expect(club.getByRole('link', { name: 'All club events' })).toHaveAttribute('href', '/events');
      for (const convention of content.motd.conventions) {
        await expect(page.getByRole('link', { name: convention.name })).toHaveAttribute(
          'href',
          convention.url,
        );
        await expect(page.getByText(convention.dates)).toBeVisible();
      }
      // Nothing spills sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectAccessible(page);

      await mine.getByRole('link', { name: going }).click();
      await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
      await expect(page.getByRole('heading', { level: 1, name: going })).toBeVisible();
    });

    test('a member going to nothing is pointed to the events', async ({ page, request }) => {
      await signIn(page, await createMember(request));
      await page.goto('/motd');
      const mine = page.getByRole('region', { name: 'You’re going' });
      await expect(mine.getByText('You have not said you are going to any event yet.')).toBeVisible();
      await mine.getByRole('link', { name: 'Find an event' }).click();
      await expect(page).toHaveURL(/\/events$/);
    });
  });
}
