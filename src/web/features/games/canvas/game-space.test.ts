import { describe, expect, it } from 'vitest';
import { availableSpace, BOTTOM_GAP_PX, COLUMN_GAP_PX, SIDE_COLUMN_PX } from './game-space';

describe('availableSpace', () => {
  it('leaves the board the height under its top edge, less what must stay visible under it', () => {
    // A 390×844 phone: the board starts under the header, title and score line at y=250.
    const space = availableSpace({
      viewportHeight: 844,
      layoutWidth: 358,
      stageTop: 250,
      below: 56,
      sideBySide: false,
    });
    expect(space).toEqual({ width: 358, height: 844 - 250 - 56 - BOTTOM_GAP_PX });
  });

  it('keeps a column either side of the board on landscape screens, and nothing below', () => {
    const space = availableSpace({
      viewportHeight: 657,
      layoutWidth: 1184,
      stageTop: 91,
      below: 0,
      sideBySide: true,
    });
    expect(space.width).toBe(1184 - 2 * (SIDE_COLUMN_PX + COLUMN_GAP_PX));
    expect(space.height).toBe(657 - 91 - BOTTOM_GAP_PX);
  });

  it('never answers a negative size', () => {
    expect(
      availableSpace({ viewportHeight: 100, layoutWidth: 200, stageTop: 300, below: 60, sideBySide: true }),
    ).toEqual({ width: 0, height: 0 });
  });
});
