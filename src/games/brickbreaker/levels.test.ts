import { describe, expect, it } from 'vitest';
import { BRICK_GAP, BRICK_HEIGHT, BRICK_TOP, FIELD_WIDTH, LEVEL_COUNT } from './brickbreaker-constants';
import { LEVELS, MAX_SCORE, parseLevel, totalBricks } from './levels';

describe('parseLevel', () => {
  it('maps every colour letter', () => {
    expect(parseLevel('rgbypwl').map((b) => b.color)).toEqual([
      'red',
      'green',
      'blue',
      'yellow',
      'pink',
      'white',
      'black',
    ]);
  });

  it('makes any other letter a grey brick', () => {
    const bricks = parseLevel('xkszaR');
    expect(bricks).toHaveLength(6);
    expect(bricks.every((b) => b.color === 'grey')).toBe(true);
  });

  it('leaves blanks empty and keeps the other bricks in their columns', () => {
    const bricks = parseLevel('r  b');
    expect(bricks.map((b) => b.color)).toEqual(['red', 'blue']);
    const [red, blue] = bricks;
    const w = (FIELD_WIDTH - BRICK_GAP * 5) / 4;
    expect(red).toMatchObject({ x: BRICK_GAP, y: BRICK_TOP, w, h: BRICK_HEIGHT, alive: true });
    expect(blue?.x).toBeCloseTo(BRICK_GAP + 3 * (w + BRICK_GAP));
    expect(parseLevel('   \n  ')).toEqual([]);
  });

  it('lays rows 30 px apart, keeps empty lines as gap rows and ignores a leading line break', () => {
    const bricks = parseLevel('\ng\n\nb');
    expect(bricks.map((b) => [b.color, b.y])).toEqual([
      ['green', BRICK_TOP],
      ['blue', BRICK_TOP + 2 * (BRICK_HEIGHT + BRICK_GAP)],
    ]);
  });

  it('spaces a ten-wide row with 10 px gaps that fill the field exactly', () => {
    const row = parseLevel('rrrrrrrrrr');
    expect(row).toHaveLength(10);
    expect(row[0]?.w).toBe(49);
    for (let i = 1; i < row.length; i++) {
      expect(row[i]!.x - (row[i - 1]!.x + row[i - 1]!.w)).toBeCloseTo(BRICK_GAP);
    }
    expect(FIELD_WIDTH - (row[9]!.x + row[9]!.w)).toBeCloseTo(BRICK_GAP);
  });
});

describe('LEVELS', () => {
  it('has five different ten-wide levels, each with its own background file', () => {
    expect(LEVELS).toHaveLength(LEVEL_COUNT);
    expect(new Set(LEVELS.map((l) => l.grid)).size).toBe(LEVEL_COUNT);
    expect(LEVELS.map((l) => l.background)).toEqual([1, 2, 3, 4, 5].map((n) => `level-${n}.svg`));
    for (const level of LEVELS) {
      const bricks = parseLevel(level.grid);
      expect(bricks.length).toBeGreaterThan(30);
      expect(bricks[0]?.w).toBe(49);
      expect(bricks.every((b) => b.x >= 0 && b.x + b.w <= FIELD_WIDTH && b.y + b.h < 300)).toBe(true);
    }
  });

  it('uses every brick colour somewhere', () => {
    const colours = new Set(LEVELS.flatMap((l) => parseLevel(l.grid).map((b) => b.color)));
    expect([...colours].sort()).toEqual(['black', 'blue', 'green', 'grey', 'pink', 'red', 'white', 'yellow']);
  });

  it('derives MAX_SCORE from the total brick count', () => {
    const counted = LEVELS.reduce((sum, l) => sum + l.grid.replace(/\s/g, '').length, 0);
    expect(totalBricks()).toBe(counted);
    expect(MAX_SCORE).toBe(100 * counted);
  });
});
