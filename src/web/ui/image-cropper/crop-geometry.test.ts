import { describe, expect, it } from 'vitest';
import { initialCrop, planCrop } from './crop-geometry';

describe('initialCrop', () => {
  it('is a 100×100 px square centred on the displayed image', () => {
    expect(initialCrop({ width: 400, height: 300 })).toEqual({
      unit: 'px',
      x: 150,
      y: 100,
      width: 100,
      height: 100,
    });
  });

  it('shrinks to fit an image displayed smaller than 100 px', () => {
    expect(initialCrop({ width: 60, height: 80 })).toEqual({
      unit: 'px',
      x: 0,
      y: 10,
      width: 60,
      height: 60,
    });
  });
});

describe('planCrop', () => {
  it('scales the displayed crop to the natural image', () => {
    const plan = planCrop(
      { unit: 'px', x: 10, y: 20, width: 100, height: 100 },
      { width: 400, height: 300 },
      { width: 800, height: 600 },
    );
    expect(plan.source).toEqual({ x: 20, y: 40, width: 200, height: 200 });
    expect(plan.output).toEqual({ width: 200, height: 200 });
  });

  it('keeps the output at most 1600 px a side', () => {
    const plan = planCrop(
      { unit: 'px', x: 0, y: 0, width: 300, height: 300 },
      { width: 400, height: 300 },
      { width: 4000, height: 3000 },
    );
    expect(plan.source.width).toBe(3000);
    expect(plan.output).toEqual({ width: 1600, height: 1600 });
  });
});
