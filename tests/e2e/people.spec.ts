import { expect, test } from '@playwright/test';
import { createMember, signIn } from './fixtures';
import { expectAccessibleBoth, seedProject, shootBoth } from './projects-kit';

/**
 * Issue 37, follows and blocks, at phone and laptop size: a member follows another from their
 * profile, then blocks them in two taps; the blocked member no longer sees the blocker's project
 * (and is not told); /people lists the block and undoes it. axe in light and dark.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('follow from a profile, block in two taps, the other side no longer sees, unblock from /people', async ({
      page,
      browser,
      request,
    }) => {
      const ada = await createMember(request, { firstname: 'Ada', lastname: 'Lace' });
      const ben = await createMember(request, { firstname: 'Ben', lastname: 'Bobbin' });
      const project = await seedProject(request, ada, {
        title: `Mercy wings ${Date.now() % 100000}`,
        visibility: 'members',
      });

      // Ben sees Ada's members-only project before any block.
      const benContext = await browser.newContext({ viewport });
      const benPage = await benContext.newPage();
      await signIn(benPage, ben);
      await benPage.goto(`/projects/${project.id}`);
      await expect(benPage.getByRole('heading', { level: 1, name: project.title })).toBeVisible();

      await signIn(page, ada);
      await page.goto(`/public/${ben.username}`);
      await page.getByRole('button', { name: 'Follow' }).click();
      await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
      await shootBoth(page, `profile-actions-${viewport.width}`);
      await expectAccessibleBoth(page);

      // Two taps: Block, then the dialog's Block.
      await page.getByRole('button', { name: 'Block' }).click();
      const dialog = page.getByRole('dialog', { name: 'Block Ben Bobbin?' });
      await expect(dialog).toContainText('They are not told');
      await dialog.getByRole('button', { name: 'Block' }).click();
      await expect(page.getByText('You blocked Ben Bobbin')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);

      // Ben: the project is simply not there, as a private one would be.
      await benPage.reload();
      await expect(benPage.getByRole('heading', { level: 1, name: /No such project/ })).toBeVisible();

      // /people lists the block; Unblock brings the project back for Ben.
      await page.goto('/people');
      const blocked = page.getByRole('list', { name: /Blocked/ });
      await expect(blocked.getByRole('link', { name: 'Ben Bobbin' })).toBeVisible();
      await expect(page.getByText(/You follow nobody yet/)).toBeVisible();
      await shootBoth(page, `people-${viewport.width}`);
      await expectAccessibleBoth(page);
      await blocked.getByRole('button', { name: 'Unblock Ben Bobbin' }).click();
      await expect(page.getByText(/You have blocked nobody/)).toBeVisible();
      await benPage.reload();
      await expect(benPage.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
      await benContext.close();
    });
  });
}
