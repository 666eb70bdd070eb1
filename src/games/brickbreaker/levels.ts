/**
 * The five brick layouts (docs/product.md §3 "brick level grid"): one character per cell.
 * r red, g green, b blue, y yellow, p pink, w white, l black; any other letter is a grey brick;
 * a space (or any blank) is an empty cell. Each line is one brick row; an empty line leaves a gap
 * row. Letters are case-sensitive: 'R' is another letter, so grey.
 */
import { BRICK_GAP, BRICK_HEIGHT, BRICK_TOP, FIELD_WIDTH, POINTS_PER_BRICK } from './brickbreaker-constants';

export type BrickColor = 'red' | 'green' | 'blue' | 'yellow' | 'pink' | 'white' | 'black' | 'grey';

export interface Brick {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly color: BrickColor;
  readonly alive: boolean;
}

export interface Level {
  readonly name: string;
  readonly grid: string;
  /** File name in src/web/features/games/art; the engine never loads it. */
  readonly background: string;
}

const COLOR_BY_LETTER: Readonly<Record<string, BrickColor>> = {
  r: 'red',
  g: 'green',
  b: 'blue',
  y: 'yellow',
  p: 'pink',
  w: 'white',
  l: 'black',
};

/**
 * Grids are ten cells wide: ten 49 px bricks with 10 px gaps between them and at both sides.
 * The line break right after the opening backtick is ignored by parseLevel.
 */
export const LEVELS: readonly Level[] = [
  {
    name: 'Thread Rainbow',
    background: 'level-1.svg',
    grid: `
rrrrrrrrrr
yyyyyyyyyy
gggggggggg
bbbbbbbbbb
pppppppppp`,
  },
  {
    name: 'Pin Cushion Heart',
    background: 'level-2.svg',
    grid: `
 rrr  rrr
rrwrrrrrrr
rwrrrrrrrr
rrrrrrrrrr
 rrrrrrrr
  rrrrrr
   pppp
    pp`,
  },
  {
    name: 'Gingham',
    background: 'level-3.svg',
    grid: `
bwbwbwbwbw
wbwbwbwbwb
bwbwbwbwbw
wbwbwbwbwb

ssssssssss
s s s s s`,
  },
  {
    name: 'Masquerade',
    background: 'level-4.svg',
    grid: `
  pppppp
 pppppppp
ppllppllpp
pplwpplwpp
pppppppppp
 pp    pp
  l    l
  l    l`,
  },
  {
    name: 'Crown Jewels',
    background: 'level-5.svg',
    grid: `
y   yy   y
yy yyyy yy
yyyyyyyyyy
yrygybypyw
yyyyyyyyyy
llllllllll
kk kkkk kk
gggggggggg`,
  },
];

/** Turns a letter grid into bricks laid out across the field, all alive. */
export function parseLevel(grid: string): Brick[] {
  const rows = grid
    .replace(/^\r?\n/, '')
    .split('\n')
    .map((line) => line.replace(/\r$/, ''));
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const w = (FIELD_WIDTH - BRICK_GAP * (columns + 1)) / columns;
  const bricks: Brick[] = [];
  rows.forEach((row, r) => {
    [...row].forEach((letter, c) => {
      if (letter.trim() === '') return;
      bricks.push({
        x: BRICK_GAP + c * (w + BRICK_GAP),
        y: BRICK_TOP + r * (BRICK_HEIGHT + BRICK_GAP),
        w,
        h: BRICK_HEIGHT,
        color: COLOR_BY_LETTER[letter] ?? 'grey',
        alive: true,
      });
    });
  });
  return bricks;
}

/** Bricks of level `n` (1-based). */
export function levelBricks(n: number): Brick[] {
  const level = LEVELS[n - 1];
  if (level === undefined) throw new RangeError(`No brick level ${n}`);
  return parseLevel(level.grid);
}

export function totalBricks(): number {
  return LEVELS.reduce((sum, level) => sum + parseLevel(level.grid).length, 0);
}

/** The best possible brick breaker score: every brick of every level. The server rejects more. */
export const MAX_SCORE = POINTS_PER_BRICK * totalBricks();
