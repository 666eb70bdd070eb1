import type { Ref } from 'react';
import type { TetrisInput } from '../../../../games/tetris/tetris-engine';

const BUTTONS: readonly { label: string; input: TetrisInput; symbol: string }[] = [
  { label: 'Left', input: 'left', symbol: '←' },
  { label: 'Rotate', input: 'rotate', symbol: '⟳' },
  { label: 'Down', input: 'hardDrop', symbol: '↓' },
  { label: 'Right', input: 'right', symbol: '→' },
];

/** On-screen buttons for touch screens and pointer users. */
export function TetrisControls({
  onInput,
  disabled,
  ref,
}: {
  onInput: (input: TetrisInput) => void;
  disabled: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div className="tetris-controls" ref={ref}>
      {BUTTONS.map((b) => (
        <button
          key={b.label}
          type="button"
          className="button tetris-control"
          disabled={disabled}
          onClick={() => onInput(b.input)}
        >
          <span aria-hidden="true">{b.symbol}</span> {b.label}
        </button>
      ))}
    </div>
  );
}
