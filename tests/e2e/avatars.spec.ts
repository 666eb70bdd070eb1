import { expect, test } from '@playwright/test';
import { createMember, expectAccessible, signIn } from './fixtures';

test('members without a photo get placeholders of their own, from their username', async ({
  page,
  request,
}) => {
  const names = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley'];
  const members = [];
  for (const firstname of names) members.push(await createMember(request, { firstname, lastname: 'Quill' }));
  await signIn(page, members[0]!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?query=Quill');

  const looks = new Set<string>();
  for (const [i, m] of members.entries()) {
    const card = page.getByRole('article').filter({ has: page.locator(`a[href="/public/${m.username}"]`) });
    const avatar = card.locator('svg');
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveText(`${names[i]!.charAt(0)}Q`);
    looks.add(`${await avatar.getAttribute('data-colour')}/${await avatar.getAttribute('data-pattern')}`);
  }
  // Six members, at least four different looks (everyone had the same purple disc before).
  expect(looks.size).toBeGreaterThanOrEqual(4);
  await expectAccessible(page);
  await page.screenshot({ path: '.tmp/avatars-390.png' });
});
