import { expect, test } from '@playwright/test';
import { createMember, signIn } from './fixtures';

const PAYLOADS = {
  firstname: '<img src=x onerror="window.__xss=1">',
  lastname: '<script>window.__xss=2</script>',
  about: '"><svg onload="window.__xss=3"></svg>\n<b>bold?</b>',
  other: '<a href="javascript:window.__xss=4">click</a>',
  complete: '<iframe src="javascript:window.__xss=5"></iframe>, Zelda',
  inprogress: '{{constructor.constructor("window.__xss=6")()}}',
  cosplaygroup: '<style>body{display:none}</style>',
  // A template-literal lookalike must stay literal text too.
  city: ['$', '{alert(7)}'].join(''),
};

test('markup typed into every profile text field is shown as text, never run', async ({ page, request }) => {
  const member = await createMember(request);
  const res = await request.put(`/api/users/${member.userId}`, {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: { ...PAYLOADS, state: 'Ohio', imawhat: 'Maker' },
  });
  expect(res.status(), await res.text()).toBe(200);

  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await signIn(page, member);
  // A signed-in page keeps its live stream (GET /api/me/live) open, so the network is never idle;
  // here the stream answers once and closes, and the checks below wait for the rest to settle.
  await page.route('**/api/me/live', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body: 'event: unread\ndata: {"kind":"unread","unread":0}\n\n',
    }),
  );

  await page.goto(`/public/${member.username}`);
  await expect(page.getByText('<b>bold?</b>', { exact: false })).toBeVisible();
  await expect(page.getByText(PAYLOADS.firstname, { exact: false }).first()).toBeVisible();
  for (const url of [`/public/${member.username}`, `/search?query=${member.username}`, '/users?limit=50']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), url).toBeUndefined();
    expect(
      await page
        .locator('img[src="x"], svg[onload], iframe[src^="javascript"], main style, main script')
        .count(),
      url,
    ).toBe(0);
    await expect(page.locator('body')).toBeVisible();
  }
  expect(dialogs).toEqual([]);
});
