import { type RefObject, useLayoutEffect, useState } from 'react';
import { availableSpace, SIDE_BY_SIDE_QUERY, type Space } from './game-space';

export interface GameSpace extends Space {
  readonly dpr: number;
  /** The board has a column either side of it (landscape), rather than things above and below. */
  readonly sideBySide: boolean;
}

const EMPTY: GameSpace = { width: 0, height: 0, dpr: 1, sideBySide: false };

function measure(layout: HTMLElement, stage: HTMLElement, below: HTMLElement | null): GameSpace {
  const sideBySide = window.matchMedia?.(SIDE_BY_SIDE_QUERY).matches ?? false;
  const stageBox = stage.getBoundingClientRect();
  // What sits under the board (and the gap to it) must stay on screen too; beside it, it costs nothing.
  const under =
    !sideBySide && below ? Math.max(0, below.getBoundingClientRect().bottom - stageBox.bottom) : 0;
  // The smaller of the two: on phones the browser's toolbars may come and go.
  const viewportHeight = Math.min(window.innerHeight, document.documentElement.clientHeight || Infinity);
  const space = availableSpace({
    viewportHeight,
    layoutWidth: layout.clientWidth,
    stageTop: stageBox.top + window.scrollY,
    below: under,
    sideBySide,
  });
  return { ...space, dpr: window.devicePixelRatio || 1, sideBySide };
}

const same = (a: GameSpace, b: GameSpace) =>
  a.width === b.width && a.height === b.height && a.dpr === b.dpr && a.sideBySide === b.sideBySide;

/**
 * Measures the room left for a game's board: the layout's width, and the height from the board's
 * slot to the bottom of the viewport after the site header, the title and the score line. Follows
 * resizes of the layout and of what sits under the board, window resizes and rotations, zoom
 * (device pixel ratio) and late web fonts.
 */
export function useGameSpace(
  layout: RefObject<HTMLElement | null>,
  stage: RefObject<HTMLElement | null>,
  below?: RefObject<HTMLElement | null>,
): GameSpace {
  const [space, setSpace] = useState<GameSpace>(EMPTY);

  useLayoutEffect(() => {
    let live = true;
    const update = () => {
      if (!live || !layout.current || !stage.current) return;
      const next = measure(layout.current, stage.current, below?.current ?? null);
      setSpace((prev) => (same(prev, next) ? prev : next));
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    for (const el of [layout.current, below?.current]) if (el) observer?.observe(el);
    window.addEventListener('resize', update);
    document.fonts?.ready.then(update, () => undefined);
    return () => {
      live = false;
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [layout, stage, below]);

  return space;
}
