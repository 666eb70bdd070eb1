import { describe, expect, it } from 'vitest';
import { scrollLeftToShow } from './tab-strip';

describe('scrollLeftToShow: the organisers’ tab strip on a phone', () => {
  const strip = { scrollLeft: 0, width: 358 };

  it('leaves the strip where it is when the tab is already in view', () => {
    expect(scrollLeftToShow(strip, { left: 100, width: 90 })).toBe(0);
    expect(scrollLeftToShow({ scrollLeft: 40, width: 358 }, { left: 60, width: 90 })).toBe(40);
  });

  it('scrolls just far enough to show a tab cut off on the right, with a little of the next', () => {
    expect(scrollLeftToShow(strip, { left: 320, width: 90 })).toBe(320 + 90 - 358 + 16);
  });

  it('scrolls back to show a tab hidden on the left, never before the start', () => {
    expect(scrollLeftToShow({ scrollLeft: 200, width: 358 }, { left: 100, width: 80 })).toBe(84);
    expect(scrollLeftToShow({ scrollLeft: 60, width: 358 }, { left: 8, width: 80 })).toBe(0);
  });
});
