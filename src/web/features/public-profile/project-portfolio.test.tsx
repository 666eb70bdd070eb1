// @vitest-environment jsdom
import { useIsFetching } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectSummary } from '../../../shared/api/projects';
import { json, stubFetch } from '../../test-support/fetch-stub';
import { renderAt, tearDown } from '../../test-support/render-route';
import { PROFILE } from './profile-fixture';
import { ProjectPortfolio } from './project-portfolio';
import PublicProfilePage from './public-profile-page';

afterEach(tearDown);

const PROJECTS = '/api/public/robin/projects';

/** How many queries are on their way: 0 once the portfolio's answer is in. */
function Fetching() {
  return <p data-testid="fetching">{useIsFetching()}</p>;
}

function summary(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: 5,
    title: 'Link’s armour',
    character: 'Link',
    series: 'Tears of the Kingdom',
    kind: 'armour',
    status: 'done',
    visibility: 'everyone',
    maker: { username: 'robin', name: 'Robin Tailor' },
    cover: null,
    con: null,
    targetDate: null,
    updatedAt: 1,
    entries: 3,
    minutesSpent: 600,
    ...overrides,
  };
}

const cover = {
  id: 'c'.repeat(22),
  src: `/api/project-photos/${'c'.repeat(22)}?exp=1&sig=s`,
  src480: `/api/project-photos/${'c'.repeat(22)}?exp=1&sig=s&w=480`,
  thumb: `/api/project-photos/${'c'.repeat(22)}/thumb?exp=1&sig=t`,
  width: 1200,
  height: 1500,
  alt: 'Robin in the finished armour on the con steps',
  credit: '',
  entryId: null,
  role: 'project' as const,
};

describe('the profile’s portfolio', () => {
  it('shows finished projects as cover cards and, under them, the ones in progress', async () => {
    stubFetch({
      [`GET ${PROJECTS}`]: json(200, {
        done: [summary({ cover }), summary({ id: 6, title: 'Master Sword', character: '', series: 'Zelda' })],
        current: [
          summary({ id: 8, title: 'Zelda’s dress', character: 'Zelda', series: '', status: 'building' }),
        ],
      }),
    });
    renderAt('/public/robin', <ProjectPortfolio username="robin" />);
    const section = await screen.findByRole('region', { name: 'Projects' });
    const finished = within(section).getByRole('list', { name: 'Finished' });
    const cards = within(finished).getAllByRole('link');
    expect(cards.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/projects/5', 'Link’s armourLink · Tears of the Kingdom'],
      ['/projects/6', 'Master SwordZelda'],
    ]);
    expect(
      within(finished).getByRole('link', { name: 'Link’s armour Link · Tears of the Kingdom' }),
    ).toBeTruthy();
    const img = within(cards[0]!).getByAltText(cover.alt);
    expect([img.getAttribute('src'), img.getAttribute('loading'), img.getAttribute('width')]).toEqual([
      cover.src480,
      'lazy',
      '1200',
    ]);
    // No cover: a placeholder that screen readers skip.
    expect(within(cards[1]!).queryByRole('img')).toBeNull();
    expect(cards[1]!.querySelector('.portfolio-art')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(section).getByRole('heading', { level: 3, name: 'In progress' })).toBeTruthy();
    const current = within(section).getByRole('list', { name: 'In progress' });
    expect(
      within(current).getByRole('link', { name: 'Zelda’s dress Zelda Building' }).getAttribute('href'),
    ).toBe('/projects/8');
  });

  it('shows only what there is: no "In progress" without current projects', async () => {
    stubFetch({ [`GET ${PROJECTS}`]: json(200, { done: [summary()], current: [] }) });
    renderAt('/public/robin', <ProjectPortfolio username="robin" />);
    await screen.findByRole('region', { name: 'Projects' });
    expect(screen.queryByRole('heading', { name: 'In progress' })).toBeNull();
  });

  it('keeps the typed "completed" and "in progress" lists where they are, the portfolio after them', async () => {
    stubFetch({
      'GET /api/public/robin': json(200, PROFILE),
      'GET /api/public/robin/slideshow': json(200, { images: [], details: [] }),
      [`GET ${PROJECTS}`]: json(200, { done: [summary()], current: [] }),
    });
    renderAt(
      '/public/robin',
      <Routes>
        <Route path="/public/:username" element={<PublicProfilePage />} />
      </Routes>,
    );
    const portfolio = await screen.findByRole('region', { name: 'Projects' });
    const completed = screen.getByRole('list', { name: 'Completed cosplays' });
    expect(completed.textContent).toBe('LinkZelda');
    expect(screen.getByRole('list', { name: 'Cosplays in progress' }).textContent).toBe('Ganon');
    // The lists come first in the page.
    expect(completed.compareDocumentPosition(portfolio) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['has no project to show', json(200, { done: [], current: [] })],
    ['cannot be read', json(500, { message: 'Something went wrong on our side.' })],
  ])('shows nothing when the answer %s', async (_, answer) => {
    const calls = stubFetch({ [`GET ${PROJECTS}`]: answer });
    const { container } = renderAt(
      '/public/robin',
      <>
        <ProjectPortfolio username="robin" />
        <Fetching />
      </>,
    );
    // Look once the answer is in the query.
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('fetching').textContent).toBe('0'));
    expect(screen.queryByRole('heading', { name: 'Projects' })).toBeNull();
    expect(container.querySelector('.portfolio')).toBeNull();
  });
});
