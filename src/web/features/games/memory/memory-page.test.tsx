// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeCardCount, createMemory } from '../../../../games/memory/memory-engine';
import MemoryPage from './memory-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SEED = 12345;

function renderGame(seed = SEED) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/memorycardgame']}>
        <Routes>
          <Route path="/memorycardgame" element={<MemoryPage seed={seed} />} />
          <Route path="/login" element={<p>Login page</p>} />
          <Route path="/games" element={<p>Games page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cards = () => screen.getAllByRole('button', { name: /^Card \d+,/ });
const card = (n: number) => cards()[n - 1] as HTMLButtonElement;
const name = (n: number) => card(n).getAttribute('aria-label');
const text = (t: string) => screen.queryByText(t);

/** Positions (1-based) of the two cards of each pair on the board the seed deals. */
function pairsOf(seed: number, count: 4 | 6 | 8 = 4): [number, number][] {
  const byImage = new Map<number, number[]>();
  createMemory(seed, count).cards.forEach((c, i) => {
    byImage.set(c.imageId, [...(byImage.get(c.imageId) ?? []), i + 1]);
  });
  return [...byImage.values()].map(([a, b]) => [a ?? 0, b ?? 0]);
}

describe('MemoryPage', () => {
  it('deals 4 face-down cards by default and the chosen number after a change', () => {
    renderGame();
    const select = screen.getByLabelText('Number of cards') as HTMLSelectElement;
    expect(select.value).toBe('4');
    expect([...select.options].map((o) => o.value)).toEqual([
      '4',
      '6',
      '8',
      '10',
      '12',
      '14',
      '16',
      '18',
      '20',
    ]);
    expect(cards()).toHaveLength(4);
    expect(cards().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Card 1, face down',
      'Card 2, face down',
      'Card 3, face down',
      'Card 4, face down',
    ]);
    expect(cards().some((b) => b.hasAttribute('data-image-id'))).toBe(false);
    expect(text('Moves: 0')).toBeTruthy();
    expect(text('Score: 1000')).toBeTruthy();

    fireEvent.change(select, { target: { value: '20' } });
    expect(cards()).toHaveLength(20);
    fireEvent.change(select, { target: { value: '8' } });
    expect(cards()).toHaveLength(8);
  });

  it('reshuffles and resets the moves when the difficulty changes', () => {
    vi.useFakeTimers();
    renderGame();
    const [[a], [b]] = pairsOf(SEED) as [[number, number], [number, number]];
    fireEvent.click(card(a));
    fireEvent.click(card(b));
    expect(text('Moves: 1')).toBeTruthy();
    const before = cards().map((c) => c.getAttribute('data-image-id'));

    fireEvent.change(screen.getByLabelText('Number of cards'), { target: { value: '6' } });
    expect(text('Moves: 0')).toBeTruthy();
    expect(text('Score: 1000')).toBeTruthy();
    expect(cards()).toHaveLength(6);
    expect(cards().every((c) => c.getAttribute('aria-label')?.endsWith('face down'))).toBe(true);
    expect(before.filter((id) => id !== null)).toHaveLength(2);

    // Back to 4: the next board from the engine's seed, not the first board again.
    fireEvent.change(screen.getByLabelText('Number of cards'), { target: { value: '4' } });
    const seen: (string | null)[] = [];
    for (const [x, y] of [
      [1, 2],
      [3, 4],
    ] as const) {
      fireEvent.click(card(x));
      fireEvent.click(card(y));
      seen.push(card(x).getAttribute('data-image-id'), card(y).getAttribute('data-image-id'));
      act(() => vi.advanceTimersByTime(1000));
    }
    const first = createMemory(SEED, 4);
    const expected = changeCardCount(changeCardCount(first, 6), 4).cards.map((c) => String(c.imageId));
    expect(seen).toEqual(expected);
    expect(expected).not.toEqual(first.cards.map((c) => String(c.imageId)));
  });

  it('turns a mismatched pair back after 1000 ms, not before', () => {
    vi.useFakeTimers();
    renderGame();
    const [[a1, a2], [b1]] = pairsOf(SEED) as [[number, number], [number, number]];
    fireEvent.click(card(a1));
    expect(name(a1)).toMatch(new RegExp(`^Card ${a1}, [a-z ]+$`));
    expect(name(a1)).not.toMatch(/face down/);
    fireEvent.click(card(b1));
    expect(text('Moves: 1')).toBeTruthy();
    expect(card(b1).getAttribute('data-image-id')).not.toBeNull();

    act(() => vi.advanceTimersByTime(999));
    expect(name(a1)).not.toMatch(/face down/);
    expect(name(b1)).not.toMatch(/face down/);
    // While the pair shows, other cards cannot be turned.
    fireEvent.click(card(a2));
    expect(name(a2)).toBe(`Card ${a2}, face down`);

    act(() => vi.advanceTimersByTime(1));
    expect(name(a1)).toBe(`Card ${a1}, face down`);
    expect(name(b1)).toBe(`Card ${b1}, face down`);
    expect(card(a1).hasAttribute('data-image-id')).toBe(false);
    expect(text('Moves: 1')).toBeTruthy();
    expect(text('Score: 990')).toBeTruthy();
  });

  it('keeps matches revealed and disabled, and shows the win with Submit Score', () => {
    vi.useFakeTimers();
    renderGame();
    const [[a1, a2], [b1, b2]] = pairsOf(SEED) as [[number, number], [number, number]];
    expect(screen.queryByRole('button', { name: 'Submit Score' })).toBeNull();
    fireEvent.click(card(a1));
    fireEvent.click(card(a2));
    expect(card(a1).getAttribute('aria-disabled')).toBe('true');
    act(() => vi.advanceTimersByTime(2000));
    expect(name(a1)).not.toMatch(/face down/);
    expect(text('You won!')).toBeNull();

    fireEvent.click(card(b1));
    fireEvent.click(card(b2));
    expect(text('You won!')).toBeTruthy();
    expect(text('Moves: 2')).toBeTruthy();
    expect(text('Score: 980')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Score' })).toBeTruthy();
  });

  it('ends the game when the moves reach 50', () => {
    vi.useFakeTimers();
    renderGame();
    const [[a1], [b1]] = pairsOf(SEED) as [[number, number], [number, number]];
    // The same buttons stay on the board all game (role queries are slow, so look them up once).
    const [first, second] = [card(a1), card(b1)];
    for (let move = 1; move <= 50; move++) {
      expect(text("Game Over! You've exceeded the move limit.")).toBeNull();
      fireEvent.click(first);
      fireEvent.click(second);
      act(() => vi.advanceTimersByTime(1000));
    }
    expect(text('Moves: 50')).toBeTruthy();
    expect(text('Score: 500')).toBeTruthy();
    expect(text("Game Over! You've exceeded the move limit.")).toBeTruthy();
    expect(text('You won!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit Score' })).toBeTruthy();
    expect(card(a1).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(card(a1));
    expect(name(a1)).toBe(`Card ${a1}, face down`);

    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect(text('Moves: 0')).toBeTruthy();
    expect(text("Game Over! You've exceeded the move limit.")).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Score' })).toBeNull();
    expect(cards()).toHaveLength(4);
  });
});
