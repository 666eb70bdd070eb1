import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Where a key press came from, as far as a game cares: the play area itself ('stage'), one of the
 * game's buttons ('control', where Space keeps pressing the button) or nothing in particular
 * ('page': the body has focus, e.g. after a click beside the board).
 */
export type KeySource = 'stage' | 'control' | 'page';

export interface GameKey {
  readonly event: KeyboardEvent;
  readonly source: KeySource;
}

/**
 * Sends key presses to a game while focus is in the game's area or nowhere in particular, so the
 * arrow keys and Space play instead of scrolling the page. Keys in form fields, menus, dialogs and
 * anywhere else on the page keep their usual meaning. The handler calls preventDefault for the
 * keys it uses.
 */
export function useGameKeys(
  area: RefObject<HTMLElement | null>,
  stage: RefObject<HTMLElement | null>,
  onKey: (key: GameKey) => void,
): void {
  const handler = useRef(onKey);
  useLayoutEffect(() => {
    handler.current = onKey;
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const nowhere = !target || target === document.body || target === document.documentElement;
      const inArea = !!target && !!area.current?.contains(target) && !target.closest('dialog');
      if (!nowhere && !inArea) return;
      const source: KeySource = nowhere ? 'page' : target === stage.current ? 'stage' : 'control';
      handler.current({ event, source });
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [area, stage]);
}
