/**
 * Turns one touch (or pen, or mouse drag) into game gestures. Horizontal travel emits a step each
 * time the finger crosses `stepPx`, so a long swipe moves a piece several columns; a mostly
 * vertical swipe down of `dropPx` drops; a short, quick touch that barely moves is a tap.
 */

export type SwipeAction = 'left' | 'right' | 'down' | 'tap';

export interface SwipeOptions {
  /** Horizontal travel per left/right step. */
  readonly stepPx: number;
  /** Downward travel that counts as a drop. */
  readonly dropPx: number;
  /** A tap moves less than this in total… */
  readonly tapPx?: number;
  /** …and lasts no longer than this. */
  readonly tapMs?: number;
}

export interface SwipeTracker {
  start(x: number, y: number, timeMs: number): void;
  move(x: number, y: number): SwipeAction[];
  end(x: number, y: number, timeMs: number): SwipeAction[];
  cancel(): void;
}

export function createSwipeTracker(options: SwipeOptions): SwipeTracker {
  const tapPx = options.tapPx ?? 10;
  const tapMs = options.tapMs ?? 300;
  const stepPx = Math.max(1, options.stepPx);
  let active = false;
  let originX = 0;
  let originY = 0;
  let anchorX = 0;
  let startTime = 0;
  /** Something other than a tap already happened during this touch. */
  let acted = false;
  let dropped = false;

  const follow = (x: number, y: number): SwipeAction[] => {
    if (!active || dropped) return [];
    const actions: SwipeAction[] = [];
    const dy = y - originY;
    const dx = x - originX;
    if (!acted && dy >= options.dropPx && dy > 2 * Math.abs(dx)) {
      dropped = true;
      acted = true;
      return ['down'];
    }
    while (x - anchorX >= stepPx) {
      actions.push('right');
      anchorX += stepPx;
    }
    while (anchorX - x >= stepPx) {
      actions.push('left');
      anchorX -= stepPx;
    }
    if (actions.length > 0) acted = true;
    return actions;
  };

  return {
    start(x, y, timeMs) {
      active = true;
      originX = x;
      originY = y;
      anchorX = x;
      startTime = timeMs;
      acted = false;
      dropped = false;
    },
    move: follow,
    end(x, y, timeMs) {
      if (!active) return [];
      const actions = follow(x, y);
      const wasTap = !acted && Math.hypot(x - originX, y - originY) < tapPx && timeMs - startTime <= tapMs;
      active = false;
      return wasTap ? ['tap'] : actions;
    },
    cancel() {
      active = false;
    },
  };
}
