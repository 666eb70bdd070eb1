import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, signIn, uniqueName } from './fixtures';
import { createEvent, hoursFromNow } from './seed-events';

/**
 * Issue 38 item 3: a full event's waitlist. A member joins it from the RSVP panel, the member going
 * leaves, the one waiting sees the seat held for them (until a time in the event's zone) and takes
 * it; the host sees the line and moves a member down with a button. At phone and laptop size,
 * light and dark, axe clean; screenshots in test-results/waitlist/ to look at.
 */

const shots = 'test-results/waitlist';
fs.mkdirSync(shots, { recursive: true });
const auth = (m: Member) => ({ Authorization: `Bearer ${m.token}` });

async function answer(request: APIRequestContext, id: number, m: Member, status: 'going' | 'no') {
  const res = await request.put(`/api/events/${id}/rsvp`, { headers: auth(m), data: { status } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false },
] as const;

for (const size of sizes) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${size.name} ${colorScheme}`, () => {
      test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch, colorScheme });

      test('a member joins a full event’s waitlist, takes the place offered, and the host reorders the line', async ({
        page,
        request,
      }) => {
        const tag = `${size.name}-${colorScheme}`;
        const host = await createMember(request, { firstname: 'Hazel', lastname: 'Host' });
        const goer = await createMember(request, { firstname: 'Gus', lastname: 'Going' });
        const waiter = await createMember(request, { firstname: 'Wren', lastname: 'Waiting' });
        const title = `Armour night ${uniqueName('wl')}`;
        const id = await createEvent(request, host, { title, ...hoursFromNow(72, 3), capacity: 1 });
        await answer(request, id, goer, 'going');

        await signIn(page, waiter);
        await page.goto(`/events/${id}`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const panel = page.getByRole('region', { name: 'Are you going?' });
        await expect(panel.getByText('Full', { exact: true })).toBeVisible();
        await panel.getByRole('radio', { name: 'Going' }).check();
        await panel.getByLabel('Who will you cosplay?').fill('Aloy');
        await panel.getByRole('button', { name: 'Join the waitlist' }).click();
        await expect(panel.getByText('You are number 1 on the waitlist.')).toBeVisible();
        await shoot(page, `${tag}-1-waiting`);
        await expectAccessible(page);

        // The member going can no longer come: the place is held for Wren.
        await answer(request, id, goer, 'no');
        await page.reload();
        await expect(panel.getByText('A place is held for you')).toBeVisible();
        await expect(panel).toContainText(
          /Accept it by \w+day, \w+ \d+, \d{4},? (at )?\d+:\d\d [AP]M C[SD]T/,
        );
        await shoot(page, `${tag}-2-offered`);
        await expectAccessible(page);
        await panel.getByRole('button', { name: 'Accept the place' }).click();
        await expect(panel.getByText('Saved: you are going.')).toBeVisible();
        await expect(page.getByRole('region', { name: 'Who’s going' })).toContainText('as Aloy');

        // Two more want in; the host sees them in order and moves the first down.
        const first = await createMember(request, { firstname: 'Fern', lastname: 'First' });
        const second = await createMember(request, { firstname: 'Sid', lastname: 'Second' });
        expect((await answer(request, id, first, 'going')).myWaitlist.place).toBe(1);
        expect((await answer(request, id, second, 'going')).myWaitlist.place).toBe(2);
        await signIn(page, host);
        await page.goto(`/events/${id}`);
        const line = page.getByRole('region', { name: 'Waitlist' });
        const names = line.getByRole('listitem');
        await expect(names).toHaveCount(2);
        await expect(names.nth(0)).toContainText('Fern First');
        await expect(line.getByRole('button', { name: 'Move Fern First up' })).toBeDisabled();
        await line.getByRole('button', { name: 'Move Fern First down' }).click();
        await expect(names.nth(0)).toContainText('Sid Second');
        await expect(names.nth(1)).toContainText('Fern First');
        await expect(line.getByRole('status')).toHaveText('Fern First is now number 2 on the waitlist.');
        await shoot(page, `${tag}-3-host`);
        await expectAccessible(page);
        const res = await request.get(`/api/events/${id}`, { headers: auth(second) });
        expect((await res.json()).myWaitlist).toMatchObject({ place: 1, state: 'waiting' });
      });
    });
  }
}
