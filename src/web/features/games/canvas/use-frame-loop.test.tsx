// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFrameLoop } from './use-frame-loop';

let hidden = false;

function setHidden(value: boolean) {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useFrameLoop', () => {
  it('calls the latest callback every frame with the elapsed time', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ cb }) => useFrameLoop(cb), { initialProps: { cb: first } });
    vi.advanceTimersByTime(50);
    expect(first).toHaveBeenCalled();
    rerender({ cb: second });
    vi.advanceTimersByTime(50);
    expect(second).toHaveBeenCalled();
    expect(second.mock.calls.every(([ms]) => ms > 0 && ms <= 20)).toBe(true);
  });

  it('pauses while the tab is hidden and resumes without catching up', () => {
    const onFrame = vi.fn();
    renderHook(() => useFrameLoop(onFrame));
    vi.advanceTimersByTime(100);
    setHidden(true);
    const calls = onFrame.mock.calls.length;
    vi.advanceTimersByTime(10_000);
    expect(onFrame.mock.calls.length).toBe(calls);
    setHidden(false);
    vi.advanceTimersByTime(100);
    const elapsedAfter = onFrame.mock.calls.slice(calls).reduce((sum, [ms]) => sum + ms, 0);
    expect(elapsedAfter).toBeLessThanOrEqual(100);
    expect(onFrame.mock.calls.length).toBeGreaterThan(calls);
  });

  it('stops when unmounted', () => {
    const onFrame = vi.fn();
    const { unmount } = renderHook(() => useFrameLoop(onFrame));
    vi.advanceTimersByTime(50);
    unmount();
    const calls = onFrame.mock.calls.length;
    vi.advanceTimersByTime(500);
    expect(onFrame.mock.calls.length).toBe(calls);
  });
});
