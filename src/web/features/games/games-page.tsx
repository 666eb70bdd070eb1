import { Link } from 'react-router';
import { BRICK_BREAKER_GAME, TETRIS_GAME } from '../../../games/game-names';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { Page } from '../../ui/page';
import { GAME_ART } from './game-art';
import { Leaderboard } from './leaderboard';
import { MemoryLeaderboard } from './leaderboard-memory';
import './games-page.css';

const GAMES = [
  {
    to: '/brickbreaker',
    name: 'Brick breaker',
    text: 'Bounce the ball and clear five levels of bricks.',
    art: GAME_ART.brickbreaker,
  },
  {
    to: '/tetris',
    name: 'Falling blocks',
    text: 'Turn and drop the pieces to clear whole lines.',
    art: GAME_ART.tetris,
  },
  {
    to: '/memorycardgame',
    name: 'Memory card game',
    text: 'Match pairs of sewing and cosplay cards within 50 moves.',
    art: GAME_ART.memory,
  },
] as const;

/** /games (members only): the three games and their top-10 tables. */
export default function GamesPage() {
  return (
    <Page title="Games" lead="Three quick games for a break between builds. Get on the top 10!" wide>
      <ul className="card-grid games-list">
        {GAMES.map((game) => (
          <Card as="li" key={game.to} className="game-card">
            <div className="game-card-art">{game.art}</div>
            <div className="game-card-body">
              <h2>
                {/* The link covers the whole card (games-page.css), so the card is one target. */}
                <Link to={game.to}>{game.name}</Link>
              </h2>
              <p>{game.text}</p>
              {/* Looks like a button; the card's link does the work, so it is not announced twice. */}
              <span className={buttonClass('secondary', 'game-card-play')} aria-hidden="true">
                Play
              </span>
            </div>
          </Card>
        ))}
      </ul>

      <section className="top-scores" aria-labelledby="top-scores">
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
