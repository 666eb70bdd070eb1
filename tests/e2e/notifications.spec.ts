import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, signIn, uniqueName } from './fixtures';
import { createEvent } from './seed-events';

/**
 * Issue 34: the inbox and its live badge. Another member's RSVP shows on the host's bell without a
 * reload; the inbox opens what a row is about and marks it read; the choices page switches a kind
 * of notification off.
 */

const shots = process.env.NOTIFICATION_SHOTS;

async function hostedEvent(request: APIRequestContext, host: Member, title: string): Promise<number> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    Date.now() + 30 * 86_400_000,
  );
  return createEvent(request, host, {
    title,
    startsAt: `${day}T18:00:00-06:00`,
    endsAt: `${day}T20:00:00-06:00`,
    venue: 'Maker Hall',
    city: 'Wichita',
    state: 'Kansas',
  });
}

async function going(request: APIRequestContext, member: Member, eventId: number) {
  const res = await request.put(`/api/events/${eventId}/rsvp`, {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { status: 'going' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('another member’s RSVP lights the bell live; the inbox opens the event and marks it read', async ({
      page,
      request,
    }) => {
      const host = await createMember(request, { firstname: 'Hana' });
      const guest = await createMember(request, { firstname: 'Ada' });
      const title = uniqueName('Build night ');
      const id = await hostedEvent(request, host, title);
      await signIn(page, host);
      await page.goto('/events');
      await expect(bell(page)).toHaveAccessibleName('Notifications');

      const started = Date.now();
      await going(request, guest, id);
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5000 });
      // The goal is within a second; the shared CI machine gets some slack.
      expect(Date.now() - started).toBeLessThan(2000);
      await expect(bell(page).locator('.nav-bell-badge')).toHaveText('1');

      await bell(page).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      const row = page.getByRole('button', { name: new RegExp(`Ada is going to ${title}`) });
      await expect(row).toContainText('Unread');
      await expectAccessible(page);
      if (shots)
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({
            path: `${shots}/inbox-${viewport.width}-${colorScheme}.png`,
            fullPage: true,
          });
        }

      await row.click();
      await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      await page.goBack();
      await expect(
        page.getByRole('button', { name: new RegExp(`Ada is going to ${title}`) }),
      ).not.toContainText('Unread');
      await expect(page.getByText('You are all caught up.')).toBeVisible();
    });

    test('mark all read, and a kind of notification switched off records nothing', async ({
      page,
      request,
    }) => {
      const host = await createMember(request, { firstname: 'Hana' });
      const guests = [
        await createMember(request, { firstname: 'Ben' }),
        await createMember(request, { firstname: 'Cy' }),
      ];
      const first = await hostedEvent(request, host, uniqueName('First '));
      const second = await hostedEvent(request, host, uniqueName('Second '));
      await going(request, guests[0]!, first);
      await going(request, guests[1]!, second);
      await signIn(page, host);
      await page.goto('/notifications');
      await expect(page.getByText('2 unread')).toBeVisible();
      await page.getByRole('button', { name: 'Mark all read' }).click();
      await expect(page.getByText('You are all caught up.')).toBeVisible();
      await expect(bell(page)).toHaveAccessibleName('Notifications');

      await page.getByRole('link', { name: 'Choose what you hear of' }).click();
      await expect(page).toHaveURL(/\/notifications\/settings$/);
      const rsvps = page.getByRole('group', { name: 'Someone is going to an event you host' });
      const inbox = rsvps.getByRole('switch', { name: 'Inbox' });
      const push = rsvps.getByRole('switch', { name: 'Push' });
      await expect(inbox).toBeChecked();
      await expect(push).toBeChecked();
      await inbox.uncheck();
      await expect(inbox).not.toBeChecked();
      // A push repeats an inbox row: with the inbox off it cannot be on.
      await expect(push).toBeDisabled();
      await expect(
        page
          .getByRole('group', { name: 'A new member in your state' })
          .getByRole('switch', { name: 'Inbox' }),
      ).not.toBeChecked();
      await expectAccessible(page);
      if (shots)
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.screenshot({
            path: `${shots}/choices-${viewport.width}-${colorScheme}.png`,
            fullPage: true,
          });
        }

      // Quiet hours: on from 10 pm until 7 am until the member changes them.
      const quiet = page.getByRole('region', { name: 'Quiet hours' });
      await expect(quiet.getByLabel('From')).toHaveValue('22');
      await expect(quiet.getByLabel('until')).toHaveValue('7');
      await quiet.getByLabel('until').selectOption('8');
      await expect(quiet.getByLabel('until')).toHaveValue('8');
      await quiet.getByRole('switch', { name: 'Hold pushes at night' }).uncheck();
      await expect(quiet.getByLabel('From')).toHaveCount(0);
      await expect
        .poll(async () => {
          const res = await request.get('/api/me/notification-settings', {
            headers: { Authorization: `Bearer ${host.token}` },
          });
          return (await res.json()).quietHours;
        })
        .toEqual({ from: 0, to: 0 });

      // Saved on the server: another answer leaves the inbox empty.
      await page.reload();
      await expect(
        page
          .getByRole('group', { name: 'Someone is going to an event you host' })
          .getByRole('switch', { name: 'Inbox' }),
      ).not.toBeChecked();
      await going(request, await createMember(request), first);
      // A sentinel queued after it, of a kind still on: once it is in, the answer was handled.
      const other = await createMember(request);
      const elsewhere = await hostedEvent(request, other, uniqueName('Elsewhere '));
      await going(request, host, elsewhere);
      const moved = await request.put(`/api/events/${elsewhere}`, {
        headers: { Authorization: `Bearer ${other.token}` },
        data: {
          title: 'Moved on',
          startsAt: '2031-01-10T18:00:00-06:00',
          endsAt: '2031-01-10T20:00:00-06:00',
          timeZone: 'America/Chicago',
          venue: 'Maker Hall',
          city: 'Wichita',
          state: 'Kansas',
        },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      const types = async () => {
        const box = await request.get('/api/me/notifications', {
          headers: { Authorization: `Bearer ${host.token}` },
        });
        return ((await box.json()).notifications as Array<{ type: string; read: boolean }>)
          .filter((n) => !n.read)
          .map((n) => n.type);
      };
      await expect.poll(types).toEqual(['event-changed']);
    });
  });
}
