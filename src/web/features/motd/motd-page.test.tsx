// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MotdEvent } from '../../../shared/api/motd';
import { type ClubContent, clubContentSchema } from '../../../shared/content-schema';
import { clearSession, setSession } from '../../lib/session';
import MotdPage from './motd-page';

const content = clubContentSchema.parse(
  JSON.parse(fs.readFileSync(path.resolve(process.cwd(), 'content/club.json'), 'utf8')),
) as ClubContent;

const event = (id: number, title: string, over: Partial<MotdEvent> = {}) => ({
  id,
  title,
  startsAt: '2030-03-07T18:00:00-06:00',
  endsAt: '2030-03-07T21:00:00-06:00',
  timeZone: 'America/Chicago',
  venue: 'Maker Hall',
  address: '',
  city: 'Wichita',
  state: 'Kansas',
  url: '',
  description: '',
  visibility: 'public',
  capacity: null,
  cover: '',
  host: { username: 'ada', displayName: 'Ada', thumbnail: '' },
  cancelledAt: null,
  going: 1,
  maybe: 0,
  convention: null,
  offerHours: 24,
  group: null,
  ...over,
});

/** The server: my events and the club's next events, as given. */
function serve(mine: unknown[], club: unknown[]) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/me/events')) return Response.json({ events: mine, total: mine.length });
    if (url.startsWith('/api/events')) return Response.json({ events: club, total: club.length });
    return Response.json({ ID: 1, recoveryemail: '', recoveryEmailVerified: true });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['content'], content);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/motd']}>
        <MotdPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const block = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => setSession({ token: 't', username: 'ada', userid: '7', role: 'member', status: 'active' }));
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the message of the day', () => {
  it("shows the member's next events and the club's, then the spec's two conventions", async () => {
    const fetch = serve(
      [event(3, 'Build night')],
      [event(3, 'Build night'), event(4, 'Summer con', { startsAt: '2030-06-01T10:00:00-05:00' })],
    );
    renderPage();
    const mine = block('You’re going');
    expect(await mine.findByRole('link', { name: 'Build night' })).toHaveProperty('pathname', '/events/3');
    const club = block('Club events');
    expect(await club.findByRole('link', { name: 'Summer con' })).toBeTruthy();
    expect(club.getByRole('link', { name: 'All club events' }).getAttribute('href')).toBe('/events');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining(['/api/me/events?limit=3', '/api/events?limit=3']),
    );
    // The spec's conventions stay, word for word.
    for (const c of content.motd.conventions) {
      expect(screen.getByRole('link', { name: c.name }).getAttribute('href')).toBe(c.url);
      expect(screen.getByText(c.dates)).toBeTruthy();
    }
  });

  it('says what to do when the member is going to nothing and the club has no events', async () => {
    serve([], []);
    renderPage();
    expect(await screen.findByText('You have not said you are going to any event yet.')).toBeTruthy();
    expect(block('You’re going').getByRole('link', { name: 'Find an event' }).getAttribute('href')).toBe(
      '/events',
    );
    expect(await screen.findByText('No club events are planned yet.')).toBeTruthy();
    expect(block('Club events').getByRole('link', { name: 'Create an event' }).getAttribute('href')).toBe(
      '/events/new',
    );
  });

  it('offline, says the club’s events need a connection instead of loading for ever', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).startsWith('/api/me/events'))
        return Response.json({ events: [event(1, 'Build night')], total: 1 });
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    renderPage();
    expect(
      await block('Club events').findByText('Offline. The club’s events need a connection.'),
    ).toBeTruthy();
    expect(block('Club events').queryByText('Loading events…')).toBeNull();
    expect(block('Club events').queryByText(/not available/)).toBeNull();
  });
});
