// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session';
import GamesPage from './games-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession('logout');
});

type Entry = { UserName: string; GameScore: number; GameName: string };

/** A fake GET /api/users/getscore answering from a table of game name → entries. */
function stubScores(scores: Record<string, Entry[] | 'fail'>) {
  const fetchMock = vi.fn(async (url: string) => {
    const game = new URL(url, 'http://x').searchParams.get('gameName') ?? '';
    const results = scores[game] ?? [];
    if (results === 'fail') return new Response('{"message":"down"}', { status: 500 });
    return new Response(JSON.stringify({ results }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/games']}>
        <GamesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const table = (name: string | RegExp) => screen.getByRole('table', { name });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);

describe('GamesPage', () => {
  it('links to the three games', () => {
    stubScores({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Games');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Brick breaker')).toBe('/brickbreaker');
    expect(href('Falling blocks')).toBe('/tetris');
    expect(href('Memory card game')).toBe('/memorycardgame');
  });

  it('shows each top 10 with rank, a profile link and the score', async () => {
    const brick = Array.from({ length: 12 }, (_, i) => ({
      UserName: `player${i + 1}`,
      GameScore: 12000 - i * 100,
      GameName: 'brickbreaker',
    }));
    stubScores({ brickbreaker: brick, TETRIS: 'fail' });
    renderPage();
    const brickTable = table('Brick breaker');
    await waitFor(() => expect(bodyRows(brickTable)).toHaveLength(10));
    const headers = within(brickTable)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Rank', 'Player', 'Score']);
    const first = bodyRows(brickTable)[0] as HTMLElement;
    expect(within(first).getByRole('rowheader').textContent).toBe('1');
    expect(within(first).getByRole('link', { name: 'player1' }).getAttribute('href')).toBe('/public/player1');
    expect(first.textContent).toContain('12,000');

    expect((await within(table('Falling blocks')).findByRole('alert')).textContent).toBe(
      'The scores could not be loaded. Please try again later.',
    );
    await within(table(/Memory card game, 4 cards/)).findByText('No scores yet — be the first!');
  });

  it('opens the memory table on the card count with scores, then switches between counts', async () => {
    const fetchMock = stubScores({
      'Memory Card Game - 12 Cards': [
        { UserName: 'pin.cushion', GameScore: 880, GameName: 'Memory Card Game - 12 Cards' },
      ],
      'Memory Card Game - 6 Cards': [
        { UserName: 'zero', GameScore: 0, GameName: 'Memory Card Game - 6 Cards' },
      ],
    });
    renderPage();
    const select = screen.getByLabelText('Number of cards') as HTMLSelectElement;
    // No "No scores yet" for the first size while the others are still being read.
    expect(within(table(/Memory card game/)).queryByText('No scores yet — be the first!')).toBeNull();
    const memory = await screen.findByRole('table', { name: 'Memory card game, 12 cards' });
    await within(memory).findByRole('link', { name: 'pin.cushion' });
    expect(memory.textContent).toContain('880');
    expect(select.value).toBe('12');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/users/getscore?gameName=Memory%20Card%20Game%20-%2012%20Cards',
      expect.anything(),
    );

    fireEvent.change(select, { target: { value: '4' } });
    await within(table(/4 cards/)).findByText('No scores yet — be the first!');
    // The picker is not remounted, so keyboard focus stays on it.
    expect(screen.getByLabelText('Number of cards')).toBe(select);
  });

  it('opens the memory table on 4 cards when no size has scores', async () => {
    stubScores({});
    renderPage();
    await within(table(/Memory card game, 4 cards/)).findByText('No scores yet — be the first!');
    expect((screen.getByLabelText('Number of cards') as HTMLSelectElement).value).toBe('4');
  });

  it('shares ranks between equal scores, leaves out scores of 0 and marks the member’s own row', async () => {
    setSession({ token: 't', username: 'Bobbin', userid: '7', role: 'member', status: 'active' });
    const tetris = (UserName: string, GameScore: number) => ({ UserName, GameScore, GameName: 'TETRIS' });
    stubScores({
      TETRIS: [
        tetris('ada', 900),
        tetris('bobbin', 700),
        tetris('cora', 700),
        tetris('dot', 500),
        tetris('zero', 0),
      ],
    });
    renderPage();
    const blocks = table('Falling blocks');
    await waitFor(() => expect(bodyRows(blocks)).toHaveLength(4));
    const ranks = bodyRows(blocks).map((row) => within(row).getByRole('rowheader').textContent);
    expect(ranks).toEqual(['1', '2', '2', '4']);
    expect(within(blocks).queryByRole('link', { name: 'zero' })).toBeNull();

    const own = bodyRows(blocks).filter((row) => row.getAttribute('aria-current') === 'true');
    expect(own).toHaveLength(1);
    expect(within(own[0] as HTMLElement).getByRole('link', { name: 'bobbin' })).toBeTruthy();
    expect(own[0]?.classList.contains('leaderboard-own')).toBe(true);
    expect(own[0]?.textContent).toContain('You');
  });

  it('marks no row when signed out', async () => {
    stubScores({ TETRIS: [{ UserName: 'ada', GameScore: 900, GameName: 'TETRIS' }] });
    renderPage();
    const blocks = table('Falling blocks');
    await within(blocks).findByRole('link', { name: 'ada' });
    expect(blocks.querySelector('[aria-current]')).toBeNull();
  });
});
