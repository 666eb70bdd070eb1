/**
 * How much room a game's board really has: the width of the game's layout and the height from the
 * board's top edge down to the bottom of the visible viewport, less whatever has to stay visible
 * under the board (the falling-block buttons on a phone) and a small gap. Pure, so it can be tested.
 */

/** Side-by-side layout: landscape screens wide enough for a column either side of the board. */
export const SIDE_BY_SIDE_QUERY = '(orientation: landscape) and (min-width: 40rem)';

/** Width of each side column in the side-by-side layout (also set as --game-side in CSS). */
export const SIDE_COLUMN_PX = 160;
/** Gap between the board and a side column (game-stage.css: --game-gap). */
export const COLUMN_GAP_PX = 24;
/** Kept free under the board (or under the buttons) so nothing touches the screen's edge. */
export const BOTTOM_GAP_PX = 12;

export interface SpaceInput {
  /** Height of the visible viewport, CSS pixels. */
  readonly viewportHeight: number;
  /** Content width of the game's layout. */
  readonly layoutWidth: number;
  /** Top edge of the board's slot, in page coordinates (as if the page were not scrolled). */
  readonly stageTop: number;
  /** Height that must stay visible under the board, gaps included (0 when nothing sits below). */
  readonly below: number;
  readonly sideBySide: boolean;
}

export interface Space {
  readonly width: number;
  readonly height: number;
}

export function availableSpace(input: SpaceInput): Space {
  const sides = input.sideBySide ? 2 * (SIDE_COLUMN_PX + COLUMN_GAP_PX) : 0;
  return {
    width: Math.max(0, Math.floor(input.layoutWidth - sides)),
    height: Math.max(0, Math.floor(input.viewportHeight - input.stageTop - input.below - BOTTOM_GAP_PX)),
  };
}
