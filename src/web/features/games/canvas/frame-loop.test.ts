// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameLoop, MAX_FRAME_MS } from './frame-loop';

let hidden = false;
const isHidden = () => hidden;
/** requestAnimationFrame from the fake clock: a frame every 16 ms, given the clock time. */
const deps = () => ({
  request: (cb: (now: number) => void) => window.requestAnimationFrame(cb),
  cancel: (id: number) => window.cancelAnimationFrame(id),
  isHidden,
});

beforeEach(() => {
  hidden = false;
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('frame loop', () => {
  it('reports the time between frames, starting with 0', () => {
    const seen: number[] = [];
    const loop = createFrameLoop((ms) => seen.push(ms), deps());
    loop.start();
    vi.advanceTimersByTime(16 * 4);
    expect(seen[0]).toBe(0);
    expect(seen.slice(1).every((ms) => ms === 16)).toBe(true);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    loop.stop();
  });

  it('adds up to the real time that passed, however the frames fall', () => {
    let total = 0;
    const loop = createFrameLoop((ms) => {
      total += ms;
    }, deps());
    loop.start();
    vi.advanceTimersByTime(1000);
    loop.stop();
    // Everything after the first frame is counted, within one frame.
    expect(total).toBeGreaterThan(1000 - 2 * 16);
    expect(total).toBeLessThanOrEqual(1000);
  });

  it('stops asking for frames while the page is hidden and does not catch up afterwards', () => {
    const seen: number[] = [];
    const loop = createFrameLoop((ms) => seen.push(ms), deps());
    loop.start();
    vi.advanceTimersByTime(100);
    const before = seen.length;

    hidden = true;
    loop.visibilityChanged();
    expect(loop.isScheduled()).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(seen.length).toBe(before);

    hidden = false;
    loop.visibilityChanged();
    vi.advanceTimersByTime(48);
    const after = seen.slice(before);
    expect(after[0]).toBe(0);
    expect(after.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(48);
    loop.stop();
  });

  it('notices a hidden page at the next frame even without the event', () => {
    const onFrame = vi.fn();
    const loop = createFrameLoop(onFrame, deps());
    loop.start();
    vi.advanceTimersByTime(32);
    const calls = onFrame.mock.calls.length;
    hidden = true;
    vi.advanceTimersByTime(1000);
    expect(onFrame.mock.calls.length).toBe(calls);
    expect(loop.isScheduled()).toBe(false);
    loop.stop();
  });

  it('clamps one long frame', () => {
    const seen: number[] = [];
    let now = 0;
    let pending: ((t: number) => void) | null = null;
    const loop = createFrameLoop((ms) => seen.push(ms), {
      request: (cb) => {
        pending = cb;
        return 1;
      },
      cancel: () => {
        pending = null;
      },
      isHidden,
    });
    const runFrame = (t: number) => {
      now = t;
      const cb = pending as ((t: number) => void) | null;
      pending = null;
      cb?.(now);
    };
    loop.start();
    runFrame(0);
    runFrame(5000);
    expect(seen).toEqual([0, MAX_FRAME_MS]);
    loop.stop();
    expect(pending).toBeNull();
  });

  it('stop cancels the pending frame and start resumes from 0', () => {
    const seen: number[] = [];
    const loop = createFrameLoop((ms) => seen.push(ms), deps());
    loop.start();
    vi.advanceTimersByTime(50);
    loop.stop();
    const count = seen.length;
    vi.advanceTimersByTime(500);
    expect(seen.length).toBe(count);
    loop.start();
    vi.advanceTimersByTime(20);
    expect(seen[count]).toBe(0);
    loop.stop();
  });
});
