import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures';

/** Opens a calculator with its toggle (by keyboard) and returns its panel. */
async function open(page: Page, title: string): Promise<Locator> {
  const toggle = page.getByRole('button', { name: title, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const id = await toggle.getAttribute('aria-controls');
  const panel = page.locator(`[id="${id}"]`);
  await expect(panel).toBeVisible();
  return panel;
}

const text = async (panel: Locator) => ((await panel.textContent()) ?? '').replaceAll('\u00a0', ' ');

test('every calculator opens and gives the hand-worked results', async ({ page }) => {
  await page.goto('/measurements');
  await expect(page.getByRole('heading', { level: 1, name: 'Measurements' })).toBeVisible();

  const circle = await open(page, 'Circle');
  await circle.getByLabel('Radius').fill('2');
  await expect.poll(() => text(circle)).toContain('12.57'); // area π·2²

  const rectangle = await open(page, 'Rectangle');
  await rectangle.getByLabel('Width').fill('3');
  await rectangle.getByLabel('Height').fill('4.5');
  await expect.poll(() => text(rectangle)).toContain('Area13.50'); // area
  await expect.poll(() => text(rectangle)).toContain('Perimeter15.00'); // perimeter

  const triangle = await open(page, 'Triangle');
  await triangle.getByLabel('Triangle type').selectOption('scalene');
  await triangle.getByLabel('Side a').fill('3');
  await triangle.getByLabel('Side b').fill('4');
  await triangle.getByLabel('Side c').fill('5');
  // Law of cosines: 36.87°, 53.13° and 90°; Heron: area 6.
  await expect.poll(() => text(triangle)).toContain('36.87');
  await expect.poll(() => text(triangle)).toContain('53.13');
  await expect.poll(() => text(triangle)).toContain('90.00');
  await expect.poll(() => text(triangle)).toContain('Area6.00');
  await triangle.getByLabel('Side c').fill('10');
  await expect(triangle.getByRole('status')).toHaveText(
    'These sides cannot form a triangle: each side must be shorter than the other two together.',
  );

  const electronics = await open(page, 'Electronics');
  await electronics.getByLabel('Voltage (V)').fill('9');
  await electronics.getByLabel('Resistance (Ω)').fill('450');
  await expect.poll(() => text(electronics)).toContain('20.00 mA');
  await expect.poll(() => text(electronics)).toContain('0.18 W');
  await expectAccessible(page);
});

test('the LED calculator gives 160 Ω brown-blue-brown-gold by default and each exact error', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/measurements');
  const led = await open(page, 'LED Series Resistor');
  await expect.poll(() => text(led)).toContain('160.00 Ω');
  await expect(led.getByRole('list', { name: 'Colour bands of 160 Ω' }).getByRole('listitem')).toHaveText([
    /brown/,
    /blue/,
    /brown/,
    /gold/,
  ]);
  // The part to buy (the next E12 value, 180 Ω) shows its own bands, labelled.
  await expect(led.getByRole('heading', { name: 'Colour code of the 180 Ω resistor to buy' })).toBeVisible();
  await expect(led.getByRole('list', { name: 'Colour bands of 180 Ω' }).getByRole('listitem')).toHaveText([
    /brown/,
    /grey/,
    /brown/,
    /gold/,
  ]);

  await led.getByLabel('Supply voltage (V)').fill('0');
  await expect(led.getByRole('status')).toHaveText('Error: Voltage values must be greater than 0.');
  await expect(led).toContainText('Invalid');
  await led.getByLabel('Supply voltage (V)').fill('1.5');
  await expect(led.getByRole('status')).toHaveText(
    'Error: Supply voltage (1.5V) is too low for even one LED.',
  );
  await led.getByLabel('Supply voltage (V)').fill('3.6');
  await led.getByLabel('Number of LEDs in series').fill('2');
  await expect(led.getByRole('status')).toHaveText(
    'Error: Insufficient voltage to drive the specified number of LEDs.',
  );
  await expect(led).toContainText('Invalid');

  await led.getByLabel('Supply voltage (V)').fill('12');
  await led.getByLabel('LED forward voltage (V)').fill('2');
  await led.getByLabel('Number of LEDs in series').fill('3');
  await expect.poll(() => text(led)).toContain('300.00 Ω');
  await expect(led.getByRole('list', { name: 'Colour bands of 300 Ω' }).getByRole('listitem')).toHaveText([
    /orange/,
    /black/,
    /brown/,
    /gold/,
  ]);
  // Non-numbers count as 0.
  await led.getByLabel('Supply voltage (V)').fill('abc');
  await expect(led.getByRole('status')).toHaveText('Error: Voltage values must be greater than 0.');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await expectAccessible(page);
});

test('the page is named in the tab, sits on the common edges, and small currents read in mA', async ({
  page,
}) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/search');
    const searchTitle = await page.getByRole('heading', { level: 1 }).boundingBox();
    await page.goto('/measurements');
    await expect(page).toHaveTitle(/^Measurements · /);
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    const first = await page.locator('.calc-sections').boundingBox();
    // Same side padding as the other pages: title and calculators start where the search page's title does.
    expect(title?.x).toBe(searchTitle?.x);
    expect(Math.round(first?.x ?? 0)).toBe(Math.round(title?.x ?? -1));
  }
  const electronics = await open(page, 'Electronics');
  await electronics.getByLabel('Voltage (V)').fill('6');
  await electronics.getByLabel('Resistance (Ω)').fill('110');
  await expect.poll(() => text(electronics)).toContain('54.55 mA');
  await electronics.getByLabel('Resistance (Ω)').fill('3');
  await expect.poll(() => text(electronics)).toContain('2.00 A');
});
