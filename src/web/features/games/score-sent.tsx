import type { PointerEvent } from 'react';
import { Link } from 'react-router';

/** The tables list only scores above 0 (leaderboard-rank.ts), so a 0 is told it stays out. */
export const ZERO_SCORE_NOTE = 'A score of 0 does not enter the top 10.';

/**
 * What a game says once its score is saved: its own words ("Score uploaded!"), then a link to
 * the tables, or for a score of 0 that it does not enter them (it would never appear there).
 */
export function ScoreSent({
  score,
  text,
  className,
  onLinkPointerDown,
}: {
  score: number;
  text: string;
  className?: string;
  /** The brick breaker keeps a tap on the link from restarting the game. */
  onLinkPointerDown?: (event: PointerEvent) => void;
}) {
  return (
    <p className={className}>
      {text}{' '}
      {score > 0 ? (
        <Link to="/games" onPointerDown={onLinkPointerDown}>
          See the top scores
        </Link>
      ) : (
        ZERO_SCORE_NOTE
      )}
    </p>
  );
}
