import fs from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  createMember,
  expectAccessible,
  expectOnePrintedA6Page,
  type Member,
  signIn,
  uniqueName,
} from './fixtures';
import { chicagoDay, createEvent } from './seed-events';

/** Club events (issue 16): a member plans one on a phone, answers it, and takes it to their calendar. */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function seedEvent(request: APIRequestContext, host: Member, title: string): Promise<number> {
  const day = chicagoDay(30);
  return createEvent(request, host, {
    title,
    startsAt: `${day}T18:00:00-06:00`,
    endsAt: `${day}T21:00:00-06:00`,
    venue: 'Library makerspace',
    city: 'Des Moines',
    state: 'Iowa',
    description: 'Wigs, steam and patience. Notes: https://wigs.example.org/styling',
    capacity: 10,
  });
}

test('a member creates an event on a phone, RSVPs with a cosplan, finds it on the landing page and downloads it', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { firstname: 'Sage', lastname: 'Bobbin' });
  await signIn(page, member);
  const title = `Build night ${uniqueName('ev')}`;
  const day = chicagoDay(1);

  await page.goto('/events');
  await page.getByRole('link', { name: 'Create an event' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an event' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Start date').fill(day);
  await page.getByLabel('Start time').fill('10:00');
  await page.getByLabel('End date').fill(day);
  await page.getByLabel('End time').fill('16:00');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');
  await page.getByLabel('Venue').fill('The Sewing Loft');
  await page.getByLabel('City', { exact: true }).fill('Wichita');
  await page.getByLabel('State', { exact: true }).selectOption('Kansas');
  await page
    .getByLabel('Description')
    .fill('Bring foam and a heat gun. Patterns: https://patterns.example.org');
  await page.getByRole('button', { name: 'Create event' }).click();

  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/10:00 AM – 4:00 PM C[SD]T/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://patterns.example.org' })).toBeVisible();

  // RSVP "going" with a cosplan: the member then sees themself in the list with it.
  const rsvp = page.getByRole('region', { name: /Are you going/ });
  await rsvp.getByRole('radio', { name: 'Going' }).check();
  await rsvp.getByLabel('Who will you cosplay?').fill('Sailor Moon');
  await rsvp.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(page.getByText('Your RSVP is saved. See you there!')).toBeVisible();
  const going = page.getByRole('region', { name: 'Who’s going' });
  const me = going.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Sage Bobbin' }) });
  await expect(me).toContainText('as Sailor Moon');
  await expect(me.getByRole('link', { name: 'Sage Bobbin' })).toHaveAttribute(
    'href',
    `/public/${member.username}`,
  );
  const eventUrl = page.url();

  // The landing page lists it among the next events.
  await page.goto('/');
  const next = page.getByRole('region', { name: 'Next events' });
  await expect(next.getByRole('link', { name: title })).toBeVisible();
  // Beside the map, Kansas names its next public event and leads to its events, this one among them.
  const kansasEvents = page.locator('a[href="/events?state=Kansas"]');
  await expect(kansasEvents).toContainText(/^Next: .+ · \d+ events?$/);
  await kansasEvents.click();
  await expect(page).toHaveURL(/\/events\?state=Kansas$/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // "Add to calendar" downloads the event in its own zone.
  await page.goto(eventUrl);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await fs.readFile((await download.path()) ?? '', 'utf8');
  expect(ics.replace(/\r?\n[ \t]/g, '')).toContain(title);
  expect(ics).toMatch(/DTSTART;TZID=America\/Chicago:\d{8}T100000/);
});

test('the events page, its month and an event page pass axe for a member', async ({ page, request }) => {
  const host = await createMember(request, { firstname: 'Axe', lastname: 'Host' });
  const title = `Wig styling ${uniqueName('ev')}`;
  const id = await seedEvent(request, host, title);
  const guest = await createMember(request, { firstname: 'Juniper', lastname: 'Quill' });
  const answer = await request.put(`/api/events/${id}/rsvp`, {
    headers: { Authorization: `Bearer ${guest.token}` },
    data: { status: 'going', cosplan: 'Rapunzel', photoshoot: true },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await signIn(page, host);

  // Its state's list: other specs' sooner events can fill the club-wide list's first page.
  await page.goto('/events?state=Iowa');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByLabel('Your private calendar address')).toHaveValue(/^https?:\/\//);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /\d{4}$/ })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/events/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Who’s going' })).toContainText('as Rapunzel');
  await expectAccessible(page);
});

test('a member going prints their cosplan card on one A6 page', async ({ page, request }) => {
  const host = await createMember(request, { firstname: 'Card', lastname: 'Host' });
  const id = await seedEvent(request, host, `Photo walk ${uniqueName('ev')}`);
  const answer = await request.put(`/api/events/${id}/rsvp`, {
    headers: { Authorization: `Bearer ${host.token}` },
    data: { status: 'going', cosplan: 'Sailor Moon', photoshoot: true },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await signIn(page, host);
  await page.goto(`/events/${id}/card`);
  const card = page.getByRole('article', { name: /^Cosplan card for Photo walk/ });
  await expect(card.getByText('Sailor Moon')).toBeVisible();
  await expectOnePrintedA6Page(page);
});

test('a visitor sees public events and an event page that passes axe, and is asked to log in to RSVP', async ({
  page,
  request,
}) => {
  const host = await createMember(request, { firstname: 'Visitor', lastname: 'Host' });
  const title = `Photoshoot ${uniqueName('ev')}`;
  const id = await seedEvent(request, host, title);
  await page.goto('/events?state=Iowa');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
  await expect(page.getByRole('link', { name: 'Log in to RSVP' })).toBeVisible();
  await expectAccessible(page);
});
