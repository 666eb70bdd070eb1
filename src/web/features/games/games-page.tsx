import { Link } from 'react-router';
import { BRICK_BREAKER_GAME, TETRIS_GAME } from '../../../games/game-names';
import { Page } from '../../ui/page';
import { Leaderboard } from './leaderboard';
import { MemoryLeaderboard } from './leaderboard-memory';
import './games-page.css';

const GAMES = [
  { to: '/brickbreaker', name: 'Brick breaker', text: 'Bounce the ball and clear five levels of bricks.' },
  { to: '/tetris', name: 'Falling blocks', text: 'Turn and drop the pieces to clear whole lines.' },
  {
    to: '/memorycardgame',
    name: 'Memory card game',
    text: 'Match pairs of sewing and cosplay cards within 50 moves.',
  },
] as const;

/** /games (members only): the three games and their top-10 tables. */
export default function GamesPage() {
  return (
    <Page title="Games" wide>
      <ul className="games-list">
        {GAMES.map((game) => (
          <li key={game.to} className="card game-card">
            <h2>
              <Link to={game.to}>{game.name}</Link>
            </h2>
            <p>{game.text}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="top-scores">
        <h2 id="top-scores">Top 10 scores</h2>
        <div className="leaderboards">
          <Leaderboard gameName={BRICK_BREAKER_GAME} caption="Brick breaker" />
          <Leaderboard gameName={TETRIS_GAME} caption="Falling blocks" />
          <MemoryLeaderboard />
        </div>
      </section>
    </Page>
  );
}
