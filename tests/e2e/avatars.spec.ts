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

test('member cards: three to a row on a laptop, one on a phone, roles and states as chips', async ({
  page,
  request,
}) => {
  const lastname = `Grid${Date.now().toString(36)}`;
  const members = [];
  for (const firstname of ['Ada', 'Bo', 'Cy']) {
    const member = await createMember(request, { firstname, lastname });
    const res = await request.put(`/api/users/${member.userId}`, {
      headers: { authorization: `Bearer ${member.token}` },
      multipart: { state: 'Iowa,Ohio', imawhat: 'Cosplayer,Tailor' },
    });
    expect(res.status()).toBe(200);
    members.push(member);
  }
  const cards = page.getByRole('main').getByRole('article');
  const boxes = async () => {
    await expect(cards).toHaveCount(3);
    return Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!));
  };

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/search?query=${lastname}`);
  const wide = await boxes();
  expect(new Set(wide.map((b) => Math.round(b.y))).size, 'one row').toBe(1);
  // The row is filled: the three cards together span the page's width (gaps aside).
  const grid = (await page.locator('.profile-card-list').boundingBox())!;
  expect(wide.reduce((sum, b) => sum + b.width, 0)).toBeGreaterThan(grid.width * 0.9);

  await page.setViewportSize({ width: 390, height: 844 });
  const narrow = await boxes();
  expect(new Set(narrow.map((b) => Math.round(b.x))).size, 'one column').toBe(1);
  expect(new Set(narrow.map((b) => Math.round(b.y))).size).toBe(3);

  const first = cards.first();
  await expect(first.getByRole('list', { name: 'Roles' }).getByRole('listitem')).toHaveText([
    'Cosplayer',
    'Tailor',
  ]);
  await expect(first.getByRole('list', { name: 'States' }).getByRole('listitem')).toHaveText([
    'Iowa',
    'Ohio',
  ]);
});
