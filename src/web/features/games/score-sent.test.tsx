// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ScoreSent, ZERO_SCORE_NOTE } from './score-sent';

afterEach(cleanup);

const renderSent = (score: number) =>
  render(
    <MemoryRouter>
      <ScoreSent score={score} text="Score uploaded!" />
    </MemoryRouter>,
  );

describe('ScoreSent', () => {
  it('links a listed score to the tables', () => {
    renderSent(300);
    expect(screen.getByText(/Score uploaded!/).textContent).toBe('Score uploaded! See the top scores');
    expect(screen.getByRole('link', { name: 'See the top scores' }).getAttribute('href')).toBe('/games');
  });

  it('tells a score of 0 that it does not enter the top 10, with no link to a table it is not in', () => {
    renderSent(0);
    expect(screen.getByText(/Score uploaded!/).textContent).toBe(`Score uploaded! ${ZERO_SCORE_NOTE}`);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
