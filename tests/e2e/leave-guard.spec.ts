import { expect, type Page, test } from '@playwright/test';
import { createMember, type Member, signIn } from './fixtures';

/**
 * The unsaved-edits guard with the browser's own Back and Forward buttons (the unit tests cover
 * links and jsdom's history; this checks Chromium runs the guard's popstate listener before the
 * router's, so the editor and its edits stay while the member is asked).
 */
async function openEditorFromHome(page: Page, member: Member) {
  await signIn(page, member);
  await page.goto('/'); // the session is read when the app starts
  await page.getByRole('button', { name: member.username }).click();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Robin');
}

test('Back and Forward with unsaved edits ask first: Stay keeps the edits, Leave goes', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const member = await createMember(request);
  await openEditorFromHome(page, member);
  const editor = new RegExp(`/update/${member.userId}$`);
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await page.getByLabel('About me').fill('Half-written bio');

  await page.goBack();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(editor);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(editor);
  await expect(page.getByLabel('About me')).toHaveValue('Half-written bio');

  await page.goBack();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeHidden();

  // The history is as the member made it: Forward opens the editor again, fresh.
  await page.goForward();
  await expect(page).toHaveURL(editor);
  await expect(page.getByLabel('About me')).toHaveValue('');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Club' }).click();
  await nav.getByRole('link', { name: 'Members', exact: true }).click();
  await expect(page).toHaveURL(/\/users$/); // nothing changed: no question
  await page.goBack();
  await page.getByLabel('About me').fill('Second try');

  await page.goForward();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(editor);
  await expect(page.getByLabel('About me')).toHaveValue('Second try');
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/users$/);
});
