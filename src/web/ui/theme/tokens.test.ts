import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The light and dark value of each colour token, as written in tokens.css. */
function colourTokens(): Map<string, { light: string; dark: string }> {
  const tokens = new Map<string, { light: string; dark: string }>();
  for (const [, name, value] of css.matchAll(/--color-([a-z0-9-]+):\s*([^;]+);/g)) {
    const pair = /^light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)$/i.exec(value!.trim());
    if (pair) tokens.set(name!, { light: pair[1]!, dark: pair[2]! });
    else if (/^#[0-9a-f]{6}$/i.test(value!.trim()))
      tokens.set(name!, { light: value!.trim(), dark: value!.trim() });
  }
  return tokens;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text colour → the grounds it is used on. */
const PAIRS: [string, string[]][] = [
  ['text', ['bg', 'surface', 'surface-2', 'accent-soft']],
  ['muted', ['bg', 'surface', 'surface-2']],
  ['accent', ['bg', 'surface', 'surface-2']],
  ['accent-strong', ['accent-soft', 'surface']],
  ['error', ['bg', 'surface']],
  ['success', ['bg', 'surface']],
  ['accent-text', ['accent', 'accent-strong']],
  ['header-text', ['header']],
  ['bg', ['text']], // toasts invert the page colours
];

describe('colour tokens', () => {
  const tokens = colourTokens();

  for (const theme of ['light', 'dark'] as const) {
    it(`meet WCAG AA (4.5:1) for every text and ground they are paired with, ${theme} theme`, () => {
      const failures: string[] = [];
      for (const [text, grounds] of PAIRS) {
        for (const ground of grounds) {
          const fg = tokens.get(text)?.[theme];
          const bg = tokens.get(ground)?.[theme];
          expect(fg, `--color-${text}`).toBeDefined();
          expect(bg, `--color-${ground}`).toBeDefined();
          const ratio = contrast(fg!, bg!);
          if (ratio < 4.5) failures.push(`${text} on ${ground}: ${ratio.toFixed(2)}:1`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('differ between the themes for the grounds and the text', () => {
    for (const name of ['bg', 'surface', 'text', 'accent']) {
      const token = tokens.get(name)!;
      expect(token.light, name).not.toBe(token.dark);
    }
  });
});
