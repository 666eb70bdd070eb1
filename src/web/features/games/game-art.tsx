import type { ReactNode } from 'react';
import cardOne from './art/card-1.svg';
import cardThree from './art/card-3.svg';
import cardBack from './art/card-back.svg';

/*
 * Small scenes for the games list, drawn on the dark game stage in the games' own colours (the
 * same bricks and pieces the canvases draw). Decorative: the card's title names the game.
 */

const STAGE = 'var(--color-stage)';
const SEAM = 'var(--color-spark)';

function Scene({ children }: { children: ReactNode }) {
  return (
    <svg className="game-art" viewBox="0 0 320 150" aria-hidden="true" focusable="false">
      <rect width="320" height="150" fill={STAGE} />
      {children}
      {/* The site's stitched seam, framing each scene. */}
      <rect
        x="8"
        y="8"
        width="304"
        height="134"
        rx="10"
        fill="none"
        stroke={SEAM}
        strokeWidth="2"
        strokeDasharray="6 5"
        opacity="0.7"
      />
    </svg>
  );
}

const BRICK_ROWS = ['#e24b4b', '#f4c93a', '#3fb35e', '#3f78e0'];
const BRICK_COLUMNS = [0, 1, 2, 3, 4, 5, 6];

function BrickBreakerArt() {
  return (
    <Scene>
      {BRICK_ROWS.flatMap((color, row) =>
        BRICK_COLUMNS.map((col) =>
          // A gap in the wall where the ball broke through.
          row === 3 && (col === 2 || col === 3) ? null : (
            <rect
              key={`${color}-${col}`}
              x={36 + col * 36 + (row % 2) * 4}
              y={24 + row * 14}
              width="32"
              height="10"
              rx="2"
              fill={color}
            />
          ),
        ),
      )}
      <path d="M132 122 L112 96 L104 84" stroke="#f6f3fa" strokeWidth="2" strokeDasharray="3 5" fill="none" />
      <circle cx="136" cy="112" r="6" fill="#f6f3fa" />
      <rect x="110" y="124" width="64" height="8" rx="4" fill="#f27ec4" />
    </Scene>
  );
}

/** Falling-block cells: x, y in a 12 px grid, and the piece's colour. */
const BLOCKS: readonly [number, number, string][] = [
  // The falling T piece.
  [13, 2, '#b07ae8'],
  [14, 2, '#b07ae8'],
  [15, 2, '#b07ae8'],
  [14, 3, '#b07ae8'],
  // The stack.
  [8, 9, '#38c6e8'],
  [9, 9, '#38c6e8'],
  [10, 9, '#38c6e8'],
  [11, 9, '#38c6e8'],
  [8, 8, '#f29a3a'],
  [8, 7, '#f29a3a'],
  [9, 8, '#f29a3a'],
  [12, 9, '#5ccf6c'],
  [13, 9, '#5ccf6c'],
  [13, 8, '#5ccf6c'],
  [14, 8, '#5ccf6c'],
  [15, 9, '#f5c542'],
  [16, 9, '#f5c542'],
  [15, 8, '#f5c542'],
  [16, 8, '#f5c542'],
  [17, 9, '#ef5a5a'],
  [18, 9, '#ef5a5a'],
  [18, 8, '#ef5a5a'],
  [19, 8, '#ef5a5a'],
  [19, 9, '#5b8cf5'],
  [20, 9, '#5b8cf5'],
  [20, 8, '#5b8cf5'],
  [20, 7, '#5b8cf5'],
];

function FallingBlocksArt() {
  return (
    <Scene>
      {BLOCKS.map(([x, y, color]) => (
        <g key={`${x}-${y}`}>
          <rect x={x * 12} y={y * 12 + 8} width="11" height="11" rx="1.5" fill={color} />
          <rect x={x * 12} y={y * 12 + 8} width="11" height="2" fill="#ffffff" opacity="0.3" />
        </g>
      ))}
      <path d="M174 52 v12 M186 52 v8" stroke="#f6f3fa" strokeWidth="2" strokeDasharray="2 4" opacity="0.6" />
    </Scene>
  );
}

function MemoryArt() {
  return (
    <Scene>
      <image href={cardBack} x="86" y="33" width="76" height="76" transform="rotate(-12 124 71)" />
      <image href={cardOne} x="122" y="30" width="76" height="76" />
      <image href={cardThree} x="158" y="33" width="76" height="76" transform="rotate(12 196 71)" />
    </Scene>
  );
}

export const GAME_ART = {
  brickbreaker: <BrickBreakerArt />,
  tetris: <FallingBlocksArt />,
  memory: <MemoryArt />,
};
