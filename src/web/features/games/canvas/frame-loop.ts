/**
 * A requestAnimationFrame loop that reports the real time between frames. The game engines turn
 * that into fixed ticks, so 60 Hz and 120 Hz displays play at the same speed. While the page is
 * hidden no frames are requested; the first frame after it shows again reports 0 ms, so the game
 * resumes where it was instead of catching up.
 */

/** One frame never reports more than this, so a stalled tab does not jump the game ahead. */
export const MAX_FRAME_MS = 250;

export interface FrameLoopDeps {
  request(callback: (now: number) => void): number;
  cancel(id: number): void;
  isHidden(): boolean;
}

export interface FrameLoop {
  start(): void;
  stop(): void;
  /** Call on `visibilitychange`. */
  visibilityChanged(): void;
  isScheduled(): boolean;
}

export function browserFrameDeps(): FrameLoopDeps {
  return {
    request: (callback) => window.requestAnimationFrame(callback),
    cancel: (id) => window.cancelAnimationFrame(id),
    isHidden: () => document.hidden,
  };
}

export function createFrameLoop(
  onFrame: (elapsedMs: number) => void,
  deps: FrameLoopDeps = browserFrameDeps(),
): FrameLoop {
  let running = false;
  let id: number | null = null;
  let last: number | null = null;

  const cancel = () => {
    if (id !== null) deps.cancel(id);
    id = null;
    last = null;
  };

  const schedule = () => {
    if (running && id === null && !deps.isHidden()) id = deps.request(frame);
  };

  function frame(now: number) {
    id = null;
    if (!running) return;
    if (deps.isHidden()) {
      last = null;
      return;
    }
    const elapsed = last === null ? 0 : Math.min(MAX_FRAME_MS, Math.max(0, now - last));
    last = now;
    onFrame(elapsed);
    schedule();
  }

  return {
    start() {
      running = true;
      schedule();
    },
    stop() {
      running = false;
      cancel();
    },
    visibilityChanged() {
      if (deps.isHidden()) cancel();
      else schedule();
    },
    isScheduled: () => id !== null,
  };
}
