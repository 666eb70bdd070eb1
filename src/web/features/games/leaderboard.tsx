import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorText } from '../../ui/error-text';
import { useTopScores } from './score-api';
import './leaderboard.css';

const TOP = 10;

/** One message across the whole table while there are no rows to show. */
function MessageRow({ children }: { children: ReactNode }) {
  return (
    <tr>
      <td colSpan={3} className="leaderboard-message">
        {children}
      </td>
    </tr>
  );
}

/**
 * A game's top 10: Rank, Player (a link to the public profile) and Score. The caption names the
 * game, so the table keeps its name while loading, after an error and when empty.
 */
export function Leaderboard({
  gameName,
  caption,
  controls,
}: {
  gameName: string;
  caption: string;
  /** Shown above the table, e.g. the memory game's card-count picker. */
  controls?: ReactNode;
}) {
  const scores = useTopScores(gameName);
  const rows = scores.data?.slice(0, TOP) ?? [];

  return (
    <section className="leaderboard card">
      {controls}
      <table className="leaderboard-table" aria-busy={scores.isPending}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col" className="leaderboard-score">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {scores.isPending && (
            <MessageRow>
              <span role="status">Loading scores…</span>
            </MessageRow>
          )}
          {scores.isError && (
            <MessageRow>
              <ErrorText>The scores could not be loaded. Please try again later.</ErrorText>
            </MessageRow>
          )}
          {scores.isSuccess && rows.length === 0 && <MessageRow>No scores yet — be the first!</MessageRow>}
          {rows.map((entry, index) => (
            <tr key={entry.UserName}>
              <th scope="row" className="leaderboard-rank">
                {index + 1}
              </th>
              <td className="leaderboard-player">
                <Link to={`/public/${encodeURIComponent(entry.UserName)}`}>{entry.UserName}</Link>
              </td>
              <td className="leaderboard-score">{entry.GameScore.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
