import { expect, type Page, test } from '@playwright/test';
import { createMember, signIn } from './fixtures';
import { expectAccessibleBoth, shootBoth } from './projects-kit';
import { createEvent, hoursFromNow } from './seed-events';

/**
 * Issue 38 item 4, polls, at phone and laptop size: Ada, the host, starts a named poll on her
 * event from its page; Ben votes on his and sees the results with his name under his choice;
 * Ada closes it and Ben's page then shows it closed, without a vote button. axe in light and dark.
 */
const polls = (page: Page) => page.getByRole('region', { name: 'Polls' });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a host starts a poll, a member votes and sees the results, the host closes it', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const ada = await createMember(request, { firstname: 'Ada', lastname: 'Lace' });
      const ben = await createMember(request, { firstname: 'Ben', lastname: 'Bobbin' });
      const eventId = await createEvent(request, ada, { title: 'Summer shoot', ...hoursFromNow(96, 3) });

      await signIn(page, ada);
      await page.goto(`/events/${eventId}`);
      await polls(page).getByRole('button', { name: 'Start a poll' }).click();
      const form = page.getByRole('form', { name: 'Start a poll' });
      await form.getByLabel('Question').fill('Which theme for the summer shoot?');
      await form.getByLabel('Option 1', { exact: true }).fill('Pirates');
      await form.getByLabel('Option 2', { exact: true }).fill('Space opera');
      await form.getByRole('button', { name: 'Add an option' }).click();
      await form.getByLabel('Option 3', { exact: true }).fill('Fairy tales');
      await form.getByLabel('Several choices each').check();
      await shootBoth(page, `polls-form-${viewport.width}`);
      await expectAccessibleBoth(page);
      await form.getByRole('button', { name: 'Start poll' }).click();
      const adaPoll = polls(page).getByRole('article', { name: 'Which theme for the summer shoot?' });
      await expect(adaPoll).toBeVisible();
      await expect(form).toBeHidden();

      const benContext = await browser.newContext({ viewport });
      const benPage = await benContext.newPage();
      await signIn(benPage, ben);
      await benPage.goto(`/events/${eventId}`);
      const benPoll = polls(benPage).getByRole('article', { name: 'Which theme for the summer shoot?' });
      await expect(benPoll.getByRole('checkbox')).toHaveCount(3);
      await benPoll.getByRole('checkbox', { name: 'Pirates' }).check();
      await benPoll.getByRole('checkbox', { name: 'Fairy tales' }).check();
      await benPoll.getByRole('button', { name: 'Vote' }).click();
      const results = benPoll.getByRole('list', { name: 'Results' });
      await expect(results).toContainText('1 vote · 100%');
      await expect(results).toContainText('0 votes · 0%');
      await expect(benPoll.getByText('You voted')).toBeVisible();
      await expect(benPoll.getByRole('list', { name: 'Who chose Pirates' })).toContainText('Ben Bobbin');
      await shootBoth(benPage, `polls-voted-${viewport.width}`);
      await expectAccessibleBoth(benPage);

      await page.reload();
      await expect(adaPoll.getByText('1 member voted')).toBeVisible();
      await adaPoll.getByRole('button', { name: 'Close poll' }).click();
      await expect(adaPoll.getByRole('button', { name: 'Close poll' })).toBeHidden();

      await benPage.reload();
      await expect(benPoll.getByText('Closed', { exact: true }).first()).toBeVisible();
      await expect(benPoll.getByRole('button', { name: 'Vote' })).toHaveCount(0);
      await expect(benPoll.getByRole('button', { name: 'Change vote' })).toHaveCount(0);
      await shootBoth(benPage, `polls-closed-${viewport.width}`);
      await expectAccessibleBoth(benPage);
      await benContext.close();
    });

    test('an anonymous poll on a group’s About tab, results after voting', async ({ page, request }) => {
      const owner = await createMember(request, { firstname: 'Olive', lastname: 'Owner' });
      const cara = await createMember(request, { firstname: 'Cara', lastname: 'Crew' });
      const auth = (token: string) => ({ authorization: `Bearer ${token}` });
      const group = await request.post('/api/groups', {
        headers: auth(owner.token),
        data: {
          name: `Poll crew ${Date.now()}`,
          kind: 'crew',
          state: 'Kansas',
          visibility: 'members',
          joinPolicy: 'open',
        },
      });
      expect(group.status(), await group.text()).toBe(201);
      const { id, slug } = await group.json();
      expect((await request.post(`/api/groups/${slug}/join`, { headers: auth(cara.token) })).ok()).toBe(true);
      const started = await request.post('/api/polls', {
        headers: auth(owner.token),
        data: {
          subject: { kind: 'group', id },
          question: 'Which Saturday for the build night?',
          options: [
            { label: 'First Saturday', startsAt: '2099-07-04T18:00:00-05:00' },
            { label: 'Second Saturday', startsAt: '2099-07-11T18:00:00-05:00' },
          ],
          anonymous: true,
          results: 'voters',
          closesAt: '2099-07-01T18:00:00-05:00',
        },
      });
      expect(started.status(), await started.text()).toBe(201);

      await signIn(page, cara);
      await page.goto(`/groups/${slug}`);
      const poll = polls(page).getByRole('article', { name: 'Which Saturday for the build night?' });
      await expect(poll.getByText('Results after you vote')).toBeVisible();
      await expect(poll).toContainText('Closes Wed, Jul 1, 2099, 6:00 PM');
      await poll.getByRole('radio', { name: /Second Saturday/ }).check();
      await poll.getByRole('button', { name: 'Vote' }).click();
      await expect(poll.getByRole('list', { name: 'Results' })).toContainText('1 vote · 100%');
      await expect(poll.getByText('Anonymous poll')).toBeVisible();
      await expect(poll.getByRole('list', { name: /Who chose/ })).toHaveCount(0);
      await shootBoth(page, `polls-group-${viewport.width}`);
      await expectAccessibleBoth(page);
    });
  });
}
