/** Brick breaker constants (docs/product.md §9). All sizes are in logical pixels of a 600×600 field. */
export const FIELD_WIDTH = 600;
export const FIELD_HEIGHT = 600;

export const PADDLE_WIDTH = 100;
export const PADDLE_HEIGHT = 15;
/** Distance the paddle moves per arrow-key press. */
export const PADDLE_STEP = 20;
/** Top edge of the paddle; it sits a little above the bottom so a miss is visible. */
export const PADDLE_Y = FIELD_HEIGHT - PADDLE_HEIGHT - 20;

export const BALL_RADIUS = 8;
/** Ball speed in pixels per tick. */
export const BALL_SPEED = 4;
/** Steepest bounce off the paddle edge, measured from straight up. */
export const MAX_BOUNCE_ANGLE = Math.PI / 3;
/** Launch direction after a (re)start: up and slightly right, so the first bounce is not vertical. */
export const LAUNCH_ANGLE = Math.PI / 7;

export const BRICK_HEIGHT = 20;
export const BRICK_GAP = 10;
/** Top of the first brick row. */
export const BRICK_TOP = 40;

export const START_LIVES = 3;
export const POINTS_PER_BRICK = 100;
export const TICK_MS = 16;
export const LEVEL_COUNT = 5;
