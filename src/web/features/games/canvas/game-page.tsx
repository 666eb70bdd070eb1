import type { CSSProperties, ReactNode, RefObject } from 'react';
import { useTitle } from '../../../lib/use-title';
import { PageHeader } from '../../../ui/page';
import { COLUMN_GAP_PX, SIDE_COLUMN_PX } from './game-space';
import './game-stage.css';

const LAYOUT_VARS = {
  '--game-side': `${SIDE_COLUMN_PX}px`,
  '--game-gap': `${COLUMN_GAP_PX}px`,
} as CSSProperties;

/**
 * A canvas game's page: the page title and the game's parts laid out to fit one screen. On a
 * phone held upright they stack (title, score line, board, what goes under it); on landscape
 * screens the title and score line take a column left of the board and the rest a column right
 * of it, so the board gets the full height under the site header. The title keeps the place it
 * has on every other page.
 */
export function GamePage({
  title,
  layoutRef,
  className,
  hud,
  children,
}: {
  title: string;
  layoutRef: RefObject<HTMLElement | null>;
  className: string;
  /** The score line, shown under the title. */
  hud: ReactNode;
  /** The play area, then one element for what goes under it (or right of it). */
  children: ReactNode;
}) {
  useTitle(title);
  return (
    <section
      ref={layoutRef}
      className={`page page-wide game-page ${className}`}
      aria-labelledby="page-title"
      style={LAYOUT_VARS}
    >
      <div className="game-start">
        <PageHeader title={title} />
        {hud}
      </div>
      {children}
    </section>
  );
}
