/** Falling-block game constants (docs/product.md §9). */
export const COLS = 10;
export const ROWS = 20;
/** Gravity: the active piece falls one row per tick. */
export const TICK_MS = 1000;
/** Each cleared line is worth the same, so every score is a multiple of 100. */
export const POINTS_PER_LINE = 100;
