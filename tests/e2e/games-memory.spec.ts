import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { createMember, expectAccessible, type Member, signIn } from './fixtures';

const memoryGame = (cards: number) => `Memory Card Game - ${cards} Cards`;
const cardButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Card \d+, / });
const memoryTable = (page: Page, cards: number) =>
  page.getByRole('table', { name: `Memory card game, ${cards} cards` });

/** Posts a score the way the games do: PUT /api/users/updatescore/{username}/{game}. */
async function postScore(request: APIRequestContext, member: Member, game: string, gamescore: number) {
  const res = await request.put(
    `/api/users/updatescore/${encodeURIComponent(member.username)}/${encodeURIComponent(game)}`,
    { headers: { authorization: `Bearer ${member.token}` }, data: { gamescore } },
  );
  expect(res.status(), await res.text()).toBe(200);
}

/** Focuses a card and turns it with the keyboard; returns the picture it shows. */
async function flipByKeyboard(page: Page, card: Locator, key: 'Enter' | 'Space'): Promise<string> {
  await card.focus();
  await expect(card).toBeFocused();
  await page.keyboard.press(key);
  await expect(card).toHaveAttribute('data-image-id', /^\d+$/);
  return (await card.getAttribute('data-image-id')) ?? '';
}

/** Plays a whole board by keyboard, remembering every picture seen, until all pairs are found. */
async function playToWin(page: Page, count: number): Promise<void> {
  const cards = cardButtons(page);
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  let key: 'Enter' | 'Space' = 'Enter';
  const flip = async (index: number) => {
    key = key === 'Enter' ? 'Space' : 'Enter';
    const id = await flipByKeyboard(page, cards.nth(index), key);
    seen.set(index, id);
    return id;
  };
  const open = () => [...Array(count).keys()].filter((i) => !matched.has(i));

  for (let turn = 0; matched.size < count && turn < 40; turn++) {
    const knownPair = open().find((i) =>
      open().some((j) => j !== i && seen.has(i) && seen.get(j) === seen.get(i)),
    );
    let first: number;
    let second: number;
    if (knownPair !== undefined) {
      first = knownPair;
      second = open().find((j) => j !== first && seen.get(j) === seen.get(first)) ?? -1;
      await flip(first);
      await flip(second);
    } else {
      first = open().find((i) => !seen.has(i)) ?? -1;
      const id = await flip(first);
      second =
        open().find((j) => j !== first && seen.get(j) === id) ??
        open().find((j) => j !== first && !seen.has(j)) ??
        -1;
      await flip(second);
    }
    if (seen.get(first) === seen.get(second)) {
      matched.add(first).add(second);
      await expect(cards.nth(first)).toHaveAttribute('aria-disabled', 'true');
    } else {
      // The pair turns back after a second; until then no other card can be turned.
      await expect(cards.nth(first)).toHaveAccessibleName(`Card ${first + 1}, face down`);
      await expect(cards.nth(second)).not.toHaveAttribute('data-image-id');
    }
  }
}

test('the memory grid deals 4 cards by default and the number chosen', async ({ page }) => {
  await page.goto('/memorycardgame');
  await expect(page.getByRole('heading', { level: 1, name: 'Memory card game' })).toBeVisible();
  const select = page.getByLabel('Number of cards');
  await expect(select).toHaveValue('4');
  const cards = cardButtons(page);
  await expect(cards).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    await expect(cards.nth(i)).toHaveAccessibleName(`Card ${i + 1}, face down`);
    await expect(cards.nth(i)).not.toHaveAttribute('data-image-id');
  }
  await expect(page.getByText('Moves: 0')).toBeVisible();
  await expect(page.getByText('Score: 1000')).toBeVisible();
  await expectAccessible(page);

  await select.selectOption('8');
  await expect(cards).toHaveCount(8);
  await select.selectOption('20');
  await expect(cards).toHaveCount(20);
  await expect(cards.nth(19)).toHaveAccessibleName('Card 20, face down');
  // Tab order: the picker, New game, then the cards in reading order.
  await select.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'New game' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cards.first()).toBeFocused();
  await expectAccessible(page);
});

test('a member wins a 4-card game by keyboard, submits the score and finds it on /games', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signIn(page, member);
  await page.goto('/memorycardgame');
  await expect(cardButtons(page)).toHaveCount(4);

  await playToWin(page, 4);
  await expect(page.getByText('You won!', { exact: true })).toBeVisible();
  const moves = Number((await page.getByText(/^Moves: \d+$/).textContent())?.replace('Moves: ', ''));
  expect(moves).toBeGreaterThanOrEqual(2);
  const score = 1000 - 10 * moves;
  await expect(page.getByText(`Score: ${score}`, { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Submit Score' }).click();
  await expect(page.getByText('Score submitted!')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'See the top scores' }).click();

  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await page.getByLabel('Number of cards').selectOption('4');
  const table = memoryTable(page, 4);
  const link = table.getByRole('link', { name: member.username, exact: true });
  await expect(link).toHaveAttribute('href', `/public/${member.username}`);
  // Other journeys may post scores too: find this member's row, whatever its rank.
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: member.username, exact: true }) });
  await expect(row.getByRole('rowheader')).toHaveText(/^([1-9]|10)$/);
  await expect(row.getByRole('cell').last()).toHaveText(String(score));
  await expectAccessible(page);
});

test('the games hub links to the games and lists fresh scores with links to profiles', async ({
  page,
  request,
}) => {
  const [first, second] = [await createMember(request), await createMember(request)];
  // Their own two scores; other runs may add more, so rows are found by username, not position.
  await postScore(request, first, memoryGame(20), 700);
  await postScore(request, second, memoryGame(20), 820);

  await signIn(page, first);
  await page.goto('/games');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Brick breaker' })).toHaveAttribute('href', '/brickbreaker');
  await expect(main.getByRole('link', { name: 'Falling blocks' })).toHaveAttribute('href', '/tetris');
  await expect(main.getByRole('link', { name: 'Memory card game' })).toHaveAttribute(
    'href',
    '/memorycardgame',
  );
  await expect(page.getByRole('table', { name: 'Brick breaker' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Falling blocks' })).toBeVisible();
  // The memory table opens on the card count with the most scores, which other specs' scores decide;
  // it is busy until every size's scores are in, and the picker is read only once it has decided.
  await expect(page.getByRole('table', { name: /^Memory card game, \d+ cards$/ })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  const opening = Number(await page.getByLabel('Number of cards').inputValue());
  await expect(memoryTable(page, opening)).toBeVisible();

  await page.getByLabel('Number of cards').selectOption('18');
  await expect(memoryTable(page, 18).getByText('No scores yet — be the first!')).toBeVisible();

  await page.getByLabel('Number of cards').selectOption('20');
  const table = memoryTable(page, 20);
  await expect(table.getByRole('columnheader')).toHaveText(['Rank', 'Player', 'Score']);
  const rowOf = (member: Member) =>
    table.getByRole('row').filter({ has: page.getByRole('link', { name: member.username, exact: true }) });
  await expect(rowOf(second).getByRole('cell').last()).toHaveText('820');
  await expect(rowOf(first).getByRole('cell').last()).toHaveText('700');
  const rank = async (member: Member) => Number(await rowOf(member).getByRole('rowheader').textContent());
  expect(await rank(second)).toBeLessThan(await rank(first));
  for (const member of [first, second]) {
    await expect(table.getByRole('link', { name: member.username, exact: true })).toHaveAttribute(
      'href',
      `/public/${member.username}`,
    );
  }
  await expectAccessible(page);

  await table.getByRole('link', { name: second.username, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/public/${second.username}$`));
});

test('a top 10 shares ranks between equal scores, skips scores of 0 and marks your own row', async ({
  page,
  request,
}) => {
  const [ada, me, cora, dot] = [
    await createMember(request),
    await createMember(request),
    await createMember(request),
    await createMember(request),
  ];
  // A table no other journey posts to, so the ranks are known.
  await postScore(request, ada, memoryGame(10), 900);
  await postScore(request, me, memoryGame(10), 800);
  await postScore(request, cora, memoryGame(10), 800);
  await postScore(request, dot, memoryGame(10), 700);
  // A game of falling blocks that cleared no line: stored, never listed.
  await postScore(request, me, 'TETRIS', 0);

  await signIn(page, me);
  await page.goto('/games');
  await page.getByLabel('Number of cards').selectOption('10');
  const table = memoryTable(page, 10);
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows).toHaveCount(4);
  await expect(rows.getByRole('rowheader')).toHaveText(['1', '2', '2', '4']);
  await expect(rows.getByRole('link')).toHaveText([ada.username, me.username, cora.username, dot.username]);

  // Your own row: the current row for screen readers, says "You" and is tinted.
  const own = table.locator('tr[aria-current="true"]');
  await expect(own).toHaveCount(1);
  await expect(own.getByRole('link', { name: me.username, exact: true })).toBeVisible();
  await expect(own.getByText('You', { exact: true })).toBeVisible();
  const background = (row: Locator) => row.evaluate((el) => getComputedStyle(el).backgroundColor);
  const others = await Promise.all([0, 2, 3].map((i) => background(rows.nth(i))));
  for (const other of others) expect(await background(own)).not.toBe(other);

  const tetris = page.getByRole('table', { name: 'Falling blocks' });
  await expect(tetris).toBeVisible();
  await expect(tetris.getByRole('link', { name: me.username, exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: '.tmp/games/leaderboard-own-row.png', fullPage: true });
});
