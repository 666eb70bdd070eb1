import { useEffect, useLayoutEffect, useRef } from 'react';
import { createFrameLoop } from './frame-loop';

/**
 * Runs `onFrame(elapsedMs)` once per display frame while mounted, paused while the tab is hidden.
 * The callback may change between renders; the loop always calls the latest one.
 */
export function useFrameLoop(onFrame: (elapsedMs: number) => void): void {
  const callback = useRef(onFrame);
  useLayoutEffect(() => {
    callback.current = onFrame;
  });

  useEffect(() => {
    const loop = createFrameLoop((elapsed) => callback.current(elapsed));
    const onVisibility = () => loop.visibilityChanged();
    document.addEventListener('visibilitychange', onVisibility);
    loop.start();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      loop.stop();
    };
  }, []);
}
