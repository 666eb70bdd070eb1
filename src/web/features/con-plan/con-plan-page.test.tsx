// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConPlanAnswer } from '../../../shared/api/con-plan';
import { clearSession, setSession } from '../../lib/session';
import ConPlanPage from './con-plan-page';

const plan: ConPlanAnswer = {
  con: {
    id: 1,
    slug: 'gen-con',
    name: 'Gen Con',
    venue: 'Indiana Convention Center',
    city: 'Indianapolis',
    state: 'Indiana',
    website: '',
    startsOn: '2030-07-31',
    endsOn: '2030-08-03',
    days: ['2030-07-31', '2030-08-01', '2030-08-02', '2030-08-03'],
    status: 'listed',
  },
  timeZone: 'America/Indiana/Indianapolis',
  days: [
    {
      day: '2030-08-01',
      cosplan: { character: 'Lumine', series: 'Genshin Impact' },
      freeSlots: 2,
      items: [
        {
          kind: 'shoot',
          startsAt: '2030-08-01T10:00:00-04:00',
          time: '10:00 am',
          endTime: '10:30 am',
          place: 'Fountain',
          priceCents: 2000,
          person: { username: 'ada', displayName: 'Ada Lens' },
          group: null,
          meetup: null,
        },
        {
          kind: 'meetup',
          startsAt: '2030-08-01T14:00:00-04:00',
          time: '2:00 pm',
          endTime: '3:00 pm',
          place: 'Hall D steps',
          priceCents: null,
          person: null,
          group: null,
          meetup: { id: 12, title: 'Genshin meetup' },
        },
        {
          kind: 'group',
          startsAt: null,
          time: null,
          endTime: null,
          place: '',
          priceCents: null,
          person: null,
          group: {
            id: 3,
            title: 'Mondstadt',
            series: 'Genshin Impact',
            character: 'Venti',
            pending: true,
            lead: false,
          },
          meetup: null,
        },
      ],
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(routes: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const answer = routes[`${init.method ?? 'GET'} ${url}`];
      return answer ? answer() : json(404, { message: 'No route' });
    }),
  );
}

function renderPlan(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/cons/:slug/plan" element={<ConPlanPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function tearDown() {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
}

describe('ConPlanPage', () => {
  afterEach(tearDown);

  it('shows each day with the cosplan, the items in order and a print button', async () => {
    setSession({ token: 't', username: 'mia', userid: '7', role: 'member', status: 'active' });
    stubFetch({ 'GET /api/me/cons/gen-con/plan': () => json(200, plan) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPlan('/cons/gen-con/plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'My day at Gen Con' })).toBeTruthy();
    const day = screen.getByRole('region', { name: 'Thursday, August 1' });
    expect(within(day).getByText('Lumine')).toBeTruthy();
    const items = within(day).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('10:00 amPhotoshoot with Ada Lens');
    expect(items[0]?.textContent).toContain('until 10:30 am · Fountain · $20');
    expect(items[1]?.textContent).toContain('2:00 pmMeetup: Genshin meetup');
    expect(items[1]?.textContent).toContain('until 3:00 pm · Hall D steps');
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link', { name: 'Genshin meetup' })
        .getAttribute('href'),
    ).toBe('/events/12');
    expect(items[2]?.textContent).toContain('Group: Mondstadt');
    expect(items[2]?.textContent).toContain('Claim pending');
    expect(within(day).getByText(/2 free slots/)).toBeTruthy();
    screen.getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalled();
  });

  it('says so for an unknown con', async () => {
    setSession({ token: 't', username: 'mia', userid: '7', role: 'member', status: 'active' });
    stubFetch({ 'GET /api/me/cons/nope/plan': () => json(404, { message: 'No such convention' }) });
    renderPlan('/cons/nope/plan');
    expect(await screen.findByText('No such convention.')).toBeTruthy();
  });
});
