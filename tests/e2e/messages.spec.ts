import { expect, test } from '@playwright/test';
import { createMember, signIn } from './fixtures';
import { expectAccessibleBoth, shootBoth } from './projects-kit';

/**
 * Issue 37, direct messages, at phone and laptop size, two members in two browsers. Ada writes to
 * Ben, a stranger: it reaches him as a request (live), he accepts and answers, and each sees the
 * other's message arrive without a reload, within a second (some slack for the shared CI machine).
 * Ada sees "Seen". Ben blocks Ada from her message in two taps: the conversation is gone for both.
 * axe in light and dark.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a request, accepted; live both ways; seen; block from a message', async ({
      page,
      browser,
      request,
    }) => {
      // Two browsers, and axe in both themes for each: longer than one page's test.
      test.setTimeout(90_000);
      const ada = await createMember(request, { firstname: 'Ada', lastname: 'Lace' });
      const ben = await createMember(request, { firstname: 'Ben', lastname: 'Bobbin' });

      const benContext = await browser.newContext({ viewport });
      const benPage = await benContext.newPage();
      await signIn(benPage, ben);
      await benPage.goto('/messages?box=requests');
      await expect(benPage.getByRole('region', { name: 'Your conversations' })).toBeVisible();

      await signIn(page, ada);
      await page.goto(`/messages/new?to=${ben.username}`);
      await expect(page.getByText(/They will see it as a request/)).toBeVisible();
      await page
        .getByLabel('Message', { exact: true })
        .fill('Hi Ben! Is your **Paladin** build going to Gen Con?');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page).toHaveURL(/\/messages\/\d+$/);
      const adaThread = page.getByRole('region', { name: 'Messages in this conversation' });
      await expect(adaThread).toContainText('Is your Paladin build going to Gen Con?');

      // The request reaches Ben's open Requests without a reload.
      const list = benPage.getByRole('region', { name: 'Your conversations' });
      await expect(list.getByText('Ada Lace')).toBeVisible({ timeout: 5000 });
      await list.getByText('Ada Lace').click();
      const requestBox = benPage.getByRole('region', { name: 'Message request' });
      await expect(requestBox).toBeVisible();
      await requestBox.getByRole('button', { name: 'Accept' }).click();
      const benThread = benPage.getByRole('region', { name: 'Messages in this conversation' });
      await expect(benThread.locator('strong')).toHaveText('Paladin');

      // Ben answers: it reaches Ada's open conversation live.
      await benPage.getByLabel('Your message').fill('Yes! Saturday, with the foam crew.');
      let started = Date.now();
      await benPage.getByRole('button', { name: 'Send' }).click();
      await expect(adaThread).toContainText('Saturday, with the foam crew.', { timeout: 5000 });
      expect(Date.now() - started).toBeLessThan(2000);

      // And Ada's answer reaches his.
      await page.getByLabel('Your message').fill('See you there.');
      started = Date.now();
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(benThread).toContainText('See you there.', { timeout: 5000 });
      expect(Date.now() - started).toBeLessThan(2000);
      // Ben's page marks it read: Ada sees "Seen" under her last message.
      await expect(adaThread.getByText('Seen', { exact: true })).toBeVisible({ timeout: 5000 });

      await shootBoth(page, `messages-${viewport.width}`);
      await expectAccessibleBoth(page);
      await shootBoth(benPage, `messages-ben-${viewport.width}`);
      await expectAccessibleBoth(benPage);

      // Two taps from Ada's message: Block, then the dialog's Block. The conversation is gone for both.
      await benThread.locator('summary', { hasText: 'Message from Ada Lace: actions' }).last().click();
      await benThread.getByRole('button', { name: 'Block Ada Lace' }).last().click();
      await benPage
        .getByRole('dialog', { name: 'Block Ada Lace?' })
        .getByRole('button', { name: 'Block' })
        .click();
      // His open conversation refetches and is gone; so is its row in his list.
      await expect(benPage.getByText('No such conversation.')).toBeVisible();
      await benPage.goto('/messages');
      await expect(
        benPage.getByRole('region', { name: 'Your conversations' }).getByText('Ada Lace'),
      ).toHaveCount(0);
      await page.reload();
      await expect(page.getByText('No such conversation.')).toBeVisible();
      await benContext.close();
    });
  });
}
