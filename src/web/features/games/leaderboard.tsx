import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { Chip } from '../../ui/chip';
import { ErrorText } from '../../ui/error-text';
import { isOwnRow, rankScores } from './leaderboard-rank';
import { useTopScores } from './score-api';
import './leaderboard.css';

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
 * game, so the table keeps its name while loading, after an error and when empty. Equal scores
 * share a rank, a score of 0 is not listed, and the signed-in member's own row stands out (and
 * says "You", and is the table's current row for screen readers).
 */
export function Leaderboard({
  gameName,
  caption,
  controls,
  deciding = false,
}: {
  gameName: string;
  caption: string;
  /** Shown above the table, e.g. the memory game's card-count picker. */
  controls?: ReactNode;
  /** Still choosing which table to show (the memory game's busiest size): reads as loading. */
  deciding?: boolean;
}) {
  const scores = useTopScores(gameName);
  const me = useSession()?.username;
  const loading = scores.isPending || deciding;
  const rows = loading ? [] : rankScores(scores.data ?? []);

  return (
    <section className="leaderboard card">
      {controls}
      <table className="leaderboard-table" aria-busy={loading}>
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
          {loading && (
            <MessageRow>
              <span role="status">Loading scores…</span>
            </MessageRow>
          )}
          {!loading && scores.isError && (
            <MessageRow>
              <ErrorText>The scores could not be loaded. Please try again later.</ErrorText>
            </MessageRow>
          )}
          {!loading && scores.isSuccess && rows.length === 0 && (
            <MessageRow>No scores yet — be the first!</MessageRow>
          )}
          {rows.map((entry) => {
            const own = isOwnRow(entry, me);
            return (
              <tr
                key={entry.UserName}
                className={own ? 'leaderboard-own' : undefined}
                aria-current={own ? 'true' : undefined}
              >
                <th scope="row" className="leaderboard-rank">
                  {entry.rank}
                </th>
                <td className="leaderboard-player">
                  <Link to={`/public/${encodeURIComponent(entry.UserName)}`}>{entry.UserName}</Link>
                  {own && (
                    <>
                      {' '}
                      <Chip tone="accent">You</Chip>
                    </>
                  )}
                </td>
                <td className="leaderboard-score">{entry.GameScore.toLocaleString('en-US')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
