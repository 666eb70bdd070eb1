import { expect, test } from '@playwright/test';
import { createMember, signIn } from './fixtures';
import { expectAccessibleBoth, shootBoth } from './projects-kit';
import { createEvent, hoursFromNow } from './seed-events';

/**
 * Issue 37, comments, at phone and laptop size: two members on one event page in two browsers.
 * Ben's comment reaches Ada's open page without a reload; Ada replies and Ben reacts; Ada blocks
 * Ben from his comment in two taps, and his comment leaves her view. axe in light and dark.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('comment, live reply, react, block from a comment', async ({ page, browser, request }) => {
      const ada = await createMember(request, { firstname: 'Ada', lastname: 'Lace' });
      const ben = await createMember(request, { firstname: 'Ben', lastname: 'Bobbin' });
      const eventId = await createEvent(request, ada, { title: 'Foam night', ...hoursFromNow(72, 3) });

      await signIn(page, ada);
      // Her page tells its live stream to watch the thread.
      const watching = page.waitForResponse(
        (r) => r.url().endsWith('/api/me/live/watch') && r.status() === 204,
      );
      await page.goto(`/events/${eventId}`);
      const adaThread = page.getByRole('region', { name: /^Comments/ });
      await expect(adaThread.getByText('No comments yet. Be the first.')).toBeVisible();
      await watching;

      const benContext = await browser.newContext({ viewport });
      const benPage = await benContext.newPage();
      await signIn(benPage, ben);
      await benPage.goto(`/events/${eventId}`);
      const benThread = benPage.getByRole('region', { name: /^Comments/ });
      await benThread.getByLabel('Add a comment').fill(`How do you **seal** the foam, @${ada.username}?`);
      const started = Date.now();
      await benThread.getByRole('button', { name: 'Post comment' }).click();

      // Ada sees it without a reload: the live stream tells her page the thread changed.
      const bens = adaThread.getByRole('article', { name: 'Comment by Ben Bobbin' });
      await expect(bens).toContainText('How do you seal the foam', { timeout: 5000 });
      expect(Date.now() - started).toBeLessThan(3000);
      await expect(bens.locator('strong')).toHaveText('seal');

      await bens.getByRole('button', { name: 'Reply to Ben Bobbin' }).click();
      await adaThread
        .getByRole('textbox', { name: 'Reply to Ben Bobbin' })
        .fill('Contact cement, then Plasti Dip.');
      await adaThread.getByRole('button', { name: 'Post reply' }).click();
      const adas = benThread.getByRole('article', { name: 'Comment by Ada Lace' });
      await expect(adas).toContainText('Plasti Dip', { timeout: 5000 });
      await adas.getByRole('button', { name: 'Add a reaction' }).click();
      await adas.getByRole('button', { name: 'Fire' }).click();
      await expect(adas.getByRole('button', { name: 'Fire: 1, yours' })).toBeVisible();
      await shootBoth(benPage, `comments-${viewport.width}`);
      await expectAccessibleBoth(benPage);

      // Two taps from the comment: Block, then the dialog's Block. Ben's comment leaves Ada's view.
      await page.reload();
      await adaThread.getByRole('button', { name: 'Block Ben Bobbin' }).click();
      await page
        .getByRole('dialog', { name: 'Block Ben Bobbin?' })
        .getByRole('button', { name: 'Block' })
        .click();
      await expect(adaThread.getByRole('article', { name: 'Comment by Ben Bobbin' })).toHaveCount(0);
      // Ben can no longer write under Ada's event.
      await benPage.reload();
      await expect(benThread.getByLabel('Add a comment')).toHaveCount(0);
      await benContext.close();
    });
  });
}
