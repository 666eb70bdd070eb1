import { type RefObject, useEffect, useState } from 'react';

export interface Measure {
  /** Content-box size of the element, in CSS pixels. */
  readonly width: number;
  readonly height: number;
  readonly dpr: number;
  readonly viewportHeight: number;
}

function snapshot(element: Element | null): Measure {
  const rect = element?.getBoundingClientRect();
  return {
    width: rect?.width ?? 0,
    height: rect?.height ?? 0,
    dpr: window.devicePixelRatio || 1,
    viewportHeight: window.innerHeight,
  };
}

function same(a: Measure, b: Measure): boolean {
  return (
    a.width === b.width && a.height === b.height && a.dpr === b.dpr && a.viewportHeight === b.viewportHeight
  );
}

/** Follows an element's size, the device pixel ratio (zoom, moving windows) and the viewport height. */
export function useMeasure(ref: RefObject<Element | null>): Measure {
  const [measure, setMeasure] = useState<Measure>(() => snapshot(null));

  useEffect(() => {
    const update = () => {
      const next = snapshot(ref.current);
      setMeasure((prev) => (same(prev, next) ? prev : next));
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (ref.current) observer?.observe(ref.current);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref]);

  return measure;
}
