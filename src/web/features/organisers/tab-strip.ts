import { type RefObject, useLayoutEffect } from 'react';

/**
 * Where a horizontally scrolling strip should scroll to so that one of its items is fully in view
 * (`margin` px of the neighbour showing too), or the current position when it already is: like
 * scrollIntoView({ inline: 'nearest' }) on the strip alone. Positions are in the strip's content.
 */
export function scrollLeftToShow(
  strip: { scrollLeft: number; width: number },
  item: { left: number; width: number },
  margin = 16,
): number {
  if (item.left < strip.scrollLeft) return Math.max(0, item.left - margin);
  const right = item.left + item.width;
  if (right > strip.scrollLeft + strip.width) return right - strip.width + margin;
  return strip.scrollLeft;
}

/**
 * Keeps the strip's active link (aria-current="page") in view whenever `key` (the route) changes,
 * so a phone never hides the tab it is on. Only the strip scrolls: scrollIntoView would also move
 * the page, which keeps its own scroll position.
 */
export function useActiveTabInView(stripRef: RefObject<HTMLElement | null>, key: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured on every change of `key`.
  useLayoutEffect(() => {
    const strip = stripRef.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    const stripBox = strip.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    const left = box.left - stripBox.left + strip.scrollLeft;
    strip.scrollLeft = scrollLeftToShow(
      { scrollLeft: strip.scrollLeft, width: strip.clientWidth },
      { left, width: box.width },
    );
  }, [stripRef, key]);
}
