import { describe, expect, it } from 'vitest';
import { createSwipeTracker } from './swipe-tracker';

const options = { stepPx: 30, dropPx: 60, tapPx: 10, tapMs: 300 };

describe('swipe tracker', () => {
  it('reports a short quick touch as a tap', () => {
    const swipe = createSwipeTracker(options);
    swipe.start(100, 100, 0);
    expect(swipe.move(103, 102)).toEqual([]);
    expect(swipe.end(104, 103, 150)).toEqual(['tap']);
  });

  it('does not treat a long press as a tap', () => {
    const swipe = createSwipeTracker(options);
    swipe.start(100, 100, 0);
    expect(swipe.end(100, 100, 800)).toEqual([]);
  });

  it('steps right once per stepPx of travel, and back left', () => {
    const swipe = createSwipeTracker(options);
    swipe.start(100, 100, 0);
    expect(swipe.move(120, 101)).toEqual([]);
    expect(swipe.move(131, 101)).toEqual(['right']);
    expect(swipe.move(195, 103)).toEqual(['right', 'right']);
    expect(swipe.move(150, 103)).toEqual(['left']);
    expect(swipe.end(150, 103, 200)).toEqual([]);
  });

  it('steps left on a quick flick seen only at the end', () => {
    const swipe = createSwipeTracker(options);
    swipe.start(200, 100, 0);
    expect(swipe.end(135, 110, 90)).toEqual(['left', 'left']);
  });

  it('drops once on a mostly vertical swipe down, then ignores the rest of the touch', () => {
    const swipe = createSwipeTracker(options);
    swipe.start(100, 100, 0);
    expect(swipe.move(105, 140)).toEqual([]);
    expect(swipe.move(110, 170)).toEqual(['down']);
    expect(swipe.move(200, 260)).toEqual([]);
    expect(swipe.end(200, 260, 300)).toEqual([]);
  });

  it('does not drop on a diagonal or upward swipe', () => {
    const swipe = createSwipeTracker(options);
    swipe.start(100, 100, 0);
    expect(swipe.end(100, 20, 100)).toEqual([]);
    swipe.start(100, 100, 0);
    expect(swipe.end(160, 170, 100)).toEqual(['right', 'right']);
  });

  it('ignores moves after cancel and before start', () => {
    const swipe = createSwipeTracker(options);
    expect(swipe.move(300, 300)).toEqual([]);
    swipe.start(0, 0, 0);
    swipe.cancel();
    expect(swipe.end(100, 0, 10)).toEqual([]);
  });
});
