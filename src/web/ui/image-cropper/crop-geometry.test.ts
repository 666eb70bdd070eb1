import { describe, expect, it } from 'vitest';
import { INITIAL_CROP_SIZE, initialCrop, planCrop } from './crop-geometry';

describe('initialCrop', () => {
  it('is the largest centred square of a landscape image', () => {
    expect(initialCrop({ width: 400, height: 300 })).toEqual({
      unit: 'px',
      x: 50,
      y: 0,
      width: 300,
      height: 300,
    });
  });

  it('is the largest centred square of a portrait image', () => {
    expect(initialCrop({ width: 255, height: 340 })).toEqual({
      unit: 'px',
      x: 0,
      y: 43,
      width: 255,
      height: 255,
    });
  });

  it('covers the whole of a square image, whole pixels only', () => {
    expect(initialCrop({ width: 320.6, height: 320.6 })).toMatchObject({ width: 320, height: 320 });
  });

  it('is never under 100 px when the image is shown at least that large', () => {
    for (const size of [
      { width: 100, height: 100 },
      { width: 101, height: 2000 },
      { width: 3000, height: 120 },
    ]) {
      expect(initialCrop(size).width).toBeGreaterThanOrEqual(INITIAL_CROP_SIZE);
    }
  });

  it('fits an image displayed smaller than 100 px', () => {
    expect(initialCrop({ width: 60, height: 80 })).toEqual({
      unit: 'px',
      x: 0,
      y: 10,
      width: 60,
      height: 60,
    });
  });

  it('is at least 1 px before the image has a size', () => {
    expect(initialCrop({ width: 0, height: 0 })).toMatchObject({ width: 1, height: 1 });
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
