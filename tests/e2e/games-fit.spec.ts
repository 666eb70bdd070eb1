import { expect, type Locator, type Page, test } from '@playwright/test';
import { FIELD_HEIGHT, PADDLE_HEIGHT, PADDLE_Y } from '../../src/games/brickbreaker/brickbreaker-constants';
import { createMember, expectAccessible, type Member, signIn } from './fixtures';

/**
 * The canvas games fit the screens members play on: the falling-block board, its next piece and
 * its buttons, and the whole brick breaker field with its paddle, are inside the viewport with the
 * page not scrolled — on phones upright and on their side and on laptops with short screens. The
 * falling-block game waits for a start and pauses, and the game keys and swipes never scroll the
 * page. Screenshots land in .tmp/games/.
 */

const SIZES = [
  { label: 'phone 390×844', width: 390, height: 844, touch: true },
  { label: 'small phone 375×667', width: 375, height: 667, touch: true },
  { label: 'laptop 1366×768', width: 1366, height: 768, touch: false },
  { label: 'short laptop 1366×657', width: 1366, height: 657, touch: false },
  { label: 'phone on its side 844×390', width: 844, height: 390, touch: true },
  { label: 'small phone on its side 667×375', width: 667, height: 375, touch: true },
] as const;

let member: Member;
test.beforeAll(async ({ request }) => {
  member = await createMember(request);
});

const board = (page: Page) => page.getByRole('img', { name: 'Falling blocks board' });
const tetrisStage = (page: Page) => page.getByRole('application', { name: 'Falling blocks game' });
const nextPiece = (page: Page) => page.getByRole('img', { name: /^Next piece: / });
const startMessage = (page: Page) => page.getByText('Press Space or tap to start');
const paused = (page: Page) => page.getByText('Paused', { exact: true });
const pieceY = async (page: Page) => Number(await board(page).getAttribute('data-piece-y'));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Fails unless the element's box lies wholly inside the viewport of a page scrolled to the top. */
async function expectOnScreen(page: Page, locator: Locator, what: string) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await expect(locator, what).toBeVisible();
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        if (!box) return `${what}: no box`;
        const inside =
          box.x >= 0 &&
          box.y >= 0 &&
          box.x + box.width <= viewport.width + 0.5 &&
          box.y + box.height <= viewport.height + 0.5;
        const b = [box.x, box.y, box.x + box.width, box.y + box.height].map(Math.round).join(', ');
        return inside ? 'inside' : `${what} at (${b}) outside ${viewport.width}×${viewport.height}`;
      },
      { message: `${what} fits the viewport` },
    )
    .toBe('inside');
}

/** The page has finished laying out: fonts are in and the board has its measured size. */
async function settle(page: Page) {
  await expect(page.getByRole('application')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

async function shoot(page: Page, name: string) {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `.tmp/games/${name}-${width}x${height}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const size of SIZES) {
  test.describe(size.label, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      hasTouch: size.touch,
      isMobile: size.touch,
    });

    test('falling blocks: the board, the next piece and every button fit without scrolling', async ({
      page,
    }) => {
      await signIn(page, member);
      await page.goto('/tetris');
      await settle(page);
      await expectOnScreen(page, tetrisStage(page), 'the board (with its focus ring)');
      await expectOnScreen(page, board(page), 'the board');
      for (const name of ['Left', 'Rotate', 'Down', 'Right']) {
        await expectOnScreen(page, page.getByRole('button', { name, exact: true }), name);
      }
      await expectOnScreen(page, nextPiece(page), 'the next piece');
      await expectOnScreen(page, page.getByRole('button', { name: 'Start', exact: true }), 'Start');
      await expect(startMessage(page)).toBeVisible();
      // The board is a real playing size, not squeezed to fit: at least 13 px a cell.
      expect((await board(page).boundingBox())?.height).toBeGreaterThanOrEqual(260);
      expect(await scrollY(page)).toBe(0);
      await shoot(page, 'fit-tetris');
      await expectAccessible(page);
    });

    test('brick breaker: the whole field, paddle included, fits without scrolling', async ({ page }) => {
      await signIn(page, member);
      await page.goto('/brickbreaker');
      await settle(page);
      const field = page.getByRole('img', { name: 'Brick breaker field, level 1' });
      await expectOnScreen(page, page.getByRole('application', { name: 'Brick breaker game' }), 'the field');
      await expectOnScreen(page, field, 'the field canvas');
      // The paddle is drawn on the canvas: its band, scaled from the 600×600 logical field.
      const box = await field.boundingBox();
      if (!box) throw new Error('no field box');
      const paddleBottom = box.y + ((PADDLE_Y + PADDLE_HEIGHT) / FIELD_HEIGHT) * box.height;
      expect(paddleBottom).toBeLessThanOrEqual(size.height);
      expect(box.width).toBeGreaterThanOrEqual(260);
      await expectOnScreen(page, page.getByText('Level 1 of 5'), 'the level line');
      expect(await scrollY(page)).toBe(0);
      await shoot(page, 'fit-brickbreaker');
    });
  });
}

test.describe('falling blocks waits, pauses and shows what comes next', () => {
  test.use({ viewport: { width: 1366, height: 657 } });

  test('nothing falls before a start; Space and P pause and resume; a hidden tab pauses', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2030-05-01T10:00:00Z') });
    await page.goto('/tetris');
    await expect(board(page)).toHaveAttribute('data-piece-y', /^-?\d+$/);
    await page.clock.pauseAt(new Date('2030-05-01T11:00:00Z'));
    const top = await pieceY(page);
    const x = await board(page).getAttribute('data-piece-x');

    // Five seconds go by: the piece has not moved, the message says how to start.
    await page.clock.runFor(5000);
    expect(await pieceY(page)).toBe(top);
    await expect(startMessage(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Left', exact: true })).toBeDisabled();
    await tetrisStage(page).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(board(page)).toHaveAttribute('data-piece-x', x ?? '');

    await page.keyboard.press('Space');
    await expect(startMessage(page)).toBeHidden();
    await page.clock.runFor(2100);
    expect(await pieceY(page)).toBe(top + 2);

    for (const key of ['p', 'Space']) {
      await page.keyboard.press(key);
      await expect(paused(page)).toBeVisible();
      const stopped = await pieceY(page);
      await page.clock.runFor(4000);
      expect(await pieceY(page), `paused by ${key}`).toBe(stopped);
      await page.keyboard.press(key);
      await expect(paused(page)).toBeHidden();
      await page.clock.runFor(1000);
      expect(await pieceY(page), `resumed by ${key}`).toBe(stopped + 1);
    }

    // The tab is hidden (another tab, the phone locked): the game pauses and stays paused.
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.evaluate(() => {
      Reflect.deleteProperty(document, 'hidden');
      Reflect.deleteProperty(document, 'visibilityState');
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(paused(page)).toBeVisible();
    const hiddenAt = await pieceY(page);
    await page.clock.runFor(4000);
    expect(await pieceY(page)).toBe(hiddenAt);
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(paused(page)).toBeHidden();
    await page.clock.runFor(1000);
    expect(await pieceY(page)).toBe(hiddenAt + 1);
  });

  test('the next piece is shown, and is the one that falls next', async ({ page }) => {
    await page.goto('/tetris');
    await tetrisStage(page).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) {
      const coming = await nextPiece(page).getAttribute('data-piece');
      expect(coming).toMatch(/^[IOTSZJL]$/);
      await page.keyboard.press('ArrowDown');
      await expect(board(page)).toHaveAttribute('data-piece', coming ?? '');
    }
  });
});

test.describe('the game keeps its keys and swipes on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tap starts falling blocks; arrows, Space and swipes on the board never scroll the page', async ({
    page,
  }) => {
    await signIn(page, member);
    await page.goto('/tetris');
    await settle(page);
    // The page is taller than the screen, so it could scroll.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(844);

    await tetrisStage(page).tap();
    await expect(startMessage(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    for (const key of ['ArrowDown', 'ArrowDown', 'Space', 'Space', 'ArrowDown', 'ArrowUp']) {
      await page.keyboard.press(key);
    }
    expect(await scrollY(page)).toBe(0);

    // With focus on nothing in particular (a click beside the board) the keys still play.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const x = Number(await board(page).getAttribute('data-piece-x'));
    await page.keyboard.press('ArrowLeft');
    await expect(board(page)).toHaveAttribute('data-piece-x', String(x - 1));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(paused(page)).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await page.keyboard.press('Space');
    await expect(paused(page)).toBeHidden();

    // A finger dragged up the board plays; the same drag on the title scrolls the page.
    expect(await tetrisStage(page).evaluate((el) => getComputedStyle(el).touchAction)).toBe('none');
    await swipeUp(page, tetrisStage(page));
    expect(await scrollY(page)).toBe(0);
    await swipeUp(page, page.getByRole('heading', { level: 1 }));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });

  test('brick breaker: Space and the arrows play without scrolling the page', async ({ page }) => {
    await signIn(page, member);
    await page.goto('/brickbreaker');
    await settle(page);
    const stage = page.getByRole('application', { name: 'Brick breaker game' });
    await stage.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Press Space or touch to start')).toBeHidden();
    for (const key of ['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowDown']) await page.keyboard.press(key);
    await page.keyboard.press('Space');
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    expect(await stage.evaluate((el) => getComputedStyle(el).touchAction)).toBe('none');
    await swipeUp(page, stage);
    expect(await scrollY(page)).toBe(0);
  });
});

/** A real touch drag (through the browser's input pipeline, so it would scroll if allowed). */
async function swipeUp(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const x = Math.round(box.x + box.width / 2);
  const from = Math.round(box.y + box.height / 2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: from - step * 20 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}
