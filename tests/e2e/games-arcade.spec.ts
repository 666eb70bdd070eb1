import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, signIn } from './fixtures';

const gameOverDialog = (page: Page) => page.getByRole('dialog', { name: 'Game Over!' });
const tetrisBoard = (page: Page) => page.getByRole('img', { name: 'Falling blocks board' });
const pieceX = async (page: Page) => Number(await tetrisBoard(page).getAttribute('data-piece-x'));

/** Starts the game if it waits, then hard-drops piece after piece until it ends; returns the score. */
async function playTetrisToTheEnd(page: Page): Promise<number> {
  await page.getByRole('application', { name: 'Falling blocks game' }).focus();
  if (await page.getByText('Press Space or tap to start').isVisible()) await page.keyboard.press('Space');
  for (let i = 0; i < 200 && !(await gameOverDialog(page).isVisible()); i++) {
    await page.keyboard.press('ArrowDown');
  }
  const dialog = gameOverDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Your final score')).toBeVisible();
  const score = Number(await dialog.locator('.game-dialog-score').textContent());
  expect(score % 100).toBe(0);
  return score;
}

async function listedScores(request: APIRequestContext, member: Member, game: string) {
  const res = await request.get(`/api/users/getscore?gameName=${encodeURIComponent(game)}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.status()).toBe(200);
  const body: { results: { UserName: string; GameScore: number; GameName: string }[] } = await res.json();
  return body.results.filter((r) => r.UserName === member.username);
}

test('falling blocks: buttons move the piece, the keyboard plays to the end, the score is uploaded', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signIn(page, member);
  await page.goto('/tetris');
  await expect(page.getByRole('heading', { level: 1, name: 'Falling blocks' })).toBeVisible();
  for (const name of ['Left', 'Right', 'Rotate', 'Down']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    // The game waits for a start: the buttons do nothing yet.
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  }
  await expect(page.getByText('Press Space or tap to start')).toBeVisible();
  await expect(tetrisBoard(page)).toHaveAttribute('data-piece-x', /^-?\d+$/);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('Press Space or tap to start')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  const start = await pieceX(page);
  await page.getByRole('button', { name: 'Left', exact: true }).click();
  await expect(tetrisBoard(page)).toHaveAttribute('data-piece-x', String(start - 1));
  await page.getByRole('button', { name: 'Right', exact: true }).click();
  await page.getByRole('button', { name: 'Right', exact: true }).click();
  await expect(tetrisBoard(page)).toHaveAttribute('data-piece-x', String(start + 1));
  // The arrow keys move the piece too, and do not scroll the page.
  await page.getByRole('application', { name: 'Falling blocks game' }).focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('ArrowLeft');
  await expect(tetrisBoard(page)).toHaveAttribute('data-piece-x', String(start));
  await page.keyboard.press('ArrowUp');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expectAccessible(page);

  const score = await playTetrisToTheEnd(page);
  await expectAccessible(page);
  await gameOverDialog(page).getByRole('button', { name: 'Upload Score' }).click();
  // Dropping every piece where it appears never fills a line: the score is 0. It is stored (the
  // upload succeeded) but a score of 0 never enters the top 10, and the dialog says so.
  expect(score).toBe(0);
  await expect(gameOverDialog(page).getByRole('status')).toHaveText(
    'Score uploaded! A score of 0 does not enter the top 10.',
  );
  await expect(gameOverDialog(page).getByRole('link', { name: 'See the top scores' })).toHaveCount(0);
  expect(await listedScores(request, member, 'TETRIS')).toEqual([]);

  await page.goto('/games');
  const table = page.getByRole('table', { name: 'Falling blocks' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('link', { name: member.username })).toHaveCount(0);

  // Coming back to the page sets up a fresh game, waiting for a start.
  await page.goBack();
  await expect(tetrisBoard(page)).toHaveAttribute('data-piece-x', /^-?\d+$/);
  await expect(gameOverDialog(page)).toBeHidden();
  await expect(page.getByText('Press Space or tap to start')).toBeVisible();
});

test('falling blocks: a signed-out visitor is asked to log in to upload', async ({ page }) => {
  await page.goto('/tetris');
  await playTetrisToTheEnd(page);
  await gameOverDialog(page).getByRole('button', { name: 'Upload Score' }).click();
  await expect(gameOverDialog(page).getByText('You must be logged in to upload your score.')).toBeVisible();
  await expectAccessible(page);
  await gameOverDialog(page).getByRole('button', { name: 'Play again' }).click();
  await expect(gameOverDialog(page)).toBeHidden();
  await expect(page.getByText('Score 0')).toBeVisible();
  // The player asked for a new game: it runs at once, with the keys on the board.
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(page.getByRole('application', { name: 'Falling blocks game' })).toBeFocused();
});

test('brick breaker: start, lose three lives, send the score and restart', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request);
  await signIn(page, member);
  await page.goto('/brickbreaker');
  await expect(page.getByText('Press Space or touch to start')).toBeVisible();
  await expect(page.getByText('Use arrow keys or swipe to move')).toBeVisible();
  await expect(page.getByText('Score: 0')).toBeVisible();
  await expect(page.getByText('Lives: 3')).toBeVisible();
  await expect(page.getByText('Level 1 of 5')).toBeVisible();
  await expectAccessible(page);

  const field = page.getByRole('application', { name: 'Brick breaker game' });
  await field.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Press Space or touch to start')).toBeHidden();
  // Space pauses and resumes.
  await page.keyboard.press('Space');
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('Paused', { exact: true })).toBeHidden();

  // Without moving the paddle the ball is missed three times (about 18 s of play).
  await expect(page.getByText('GAME OVER')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('Press Space or touch to restart')).toBeVisible();
  await expect(page.getByText('Lives: 0')).toBeVisible();
  const score = Number((await page.locator('.bb-header p').first().textContent())?.replace(/\D/g, ''));
  await expect(page.getByText(`Final score: ${score}`)).toBeVisible();
  await expectAccessible(page);

  // A failed upload shows the server's message followed by a red '!!!'; the button stays for a retry.
  await page.route('**/api/users/updatescore/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Scores are resting"}' }),
  );
  await page.getByRole('button', { name: 'Send score.' }).click();
  await expect(page.getByRole('status').getByText('Scores are resting!!!')).toBeVisible();
  const alarm = page.locator('.bb-alarm', { hasText: '!!!' });
  expect(await alarm.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 112, 112)');
  await expectAccessible(page);
  await page.unroute('**/api/users/updatescore/**');

  await page.getByRole('button', { name: 'Send score.' }).click();
  await expect(page.getByText('Score sent!')).toBeVisible();
  // A listed score links to the tables; a 0 is told it does not enter them.
  if (score > 0) {
    await expect(page.getByRole('link', { name: 'See the top scores' })).toHaveAttribute('href', '/games');
  } else {
    await expect(page.getByText('A score of 0 does not enter the top 10.')).toBeVisible();
  }
  // Listed unless it is 0: a score of 0 is stored but never enters the top 10.
  expect(await listedScores(request, member, 'brickbreaker')).toEqual(
    score > 0 ? [{ UserName: member.username, GameScore: score, GameName: 'brickbreaker' }] : [],
  );

  await expect(field).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('GAME OVER')).toBeHidden();
  await expect(page.getByText('Lives: 3')).toBeVisible();
  await expect(page.getByText('Level 1 of 5')).toBeVisible();
  await expect(page.getByText('Score: 0')).toBeVisible();
});

test.describe('on a phone held upright', () => {
  test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, hasTouch: true });

  test('both games draw sharp canvases that fit the screen', async ({ page, request }) => {
    await signIn(page, await createMember(request));
    for (const [path, name] of [
      ['/tetris', 'Falling blocks board'],
      ['/brickbreaker', 'Brick breaker field, level 1'],
    ] as const) {
      await page.goto(path);
      const canvas = page.getByRole('img', { name });
      await expect(canvas).toBeVisible();
      await expect
        .poll(() =>
          canvas.evaluate((c: HTMLCanvasElement) => {
            const box = c.getBoundingClientRect();
            return Math.abs(c.width - box.width * 3) <= 1 && box.width > 200 && box.right <= 360;
          }),
        )
        .toBe(true);
    }
    // The falling-block board and its buttons fit in one screen height.
    await page.goto('/tetris');
    await expect
      .poll(() => tetrisBoard(page).evaluate((c) => c.getBoundingClientRect().width))
      .toBeGreaterThan(200);
    const board = await tetrisBoard(page).boundingBox();
    const down = await page.getByRole('button', { name: 'Down', exact: true }).boundingBox();
    expect(board && down && down.y + down.height - board.y).toBeLessThanOrEqual(740);
  });
});
