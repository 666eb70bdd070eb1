import { finalScore, MOVE_LIMIT, memoryGameName, memoryScore } from '../../../../games/memory/memory-engine';
import { Page } from '../../../ui/page';
import { CardCountSelect } from './card-count-select';
import { MemoryBoard } from './memory-board';
import { SubmitScore } from './submit-score';
import { useMemoryGame } from './use-memory-game';
import './memory.css';

export const WIN_MESSAGE = 'You won!';
export const LOSE_MESSAGE = "Game Over! You've exceeded the move limit.";

/**
 * /memorycardgame: find the pairs in 4 to 20 cards within 50 moves. Anyone can play; submitting
 * the score needs a session. `seed` is for tests; players get a random board.
 */
export default function MemoryPage({ seed }: { seed?: number }) {
  const { state, flip, deal } = useMemoryGame(seed);
  const score = finalScore(state);
  const ended = state.status !== 'playing';

  return (
    <Page title="Memory card game" wide>
      <p className="memory-intro">
        Turn over two cards at a time and find every pair in at most {MOVE_LIMIT} moves.
      </p>
      <div className="memory-toolbar">
        <CardCountSelect value={state.cardCount} onChange={deal} className="memory-count" />
        <button type="button" className="button button-secondary" onClick={() => deal(state.cardCount)}>
          New game
        </button>
      </div>

      <p className="memory-readouts">
        <span>Moves: {state.moves}</span>
        <span>Score: {memoryScore(state.moves)}</span>
      </p>

      <MemoryBoard key={`board-${state.seed}`} cards={state.cards} ended={ended} onFlip={flip} />

      <div className="memory-result" role="status">
        {state.status === 'won' && <p className="memory-won">{WIN_MESSAGE}</p>}
        {state.status === 'lost' && <p className="memory-lost">{LOSE_MESSAGE}</p>}
      </div>
      {ended && score !== null && (
        <SubmitScore key={`submit-${state.seed}`} gameName={memoryGameName(state.cardCount)} score={score} />
      )}
    </Page>
  );
}
