// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session';
import { NextEvents } from './next-events';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const summary = (id: number, title: string, startsAt: string, extra = {}) => ({
  id,
  title,
  startsAt,
  endsAt: startsAt.replace('T10:', 'T16:'),
  timeZone: 'America/Chicago',
  venue: '',
  address: '',
  city: 'Omaha',
  state: 'Nebraska',
  url: '',
  description: '',
  visibility: 'public',
  capacity: null,
  cover: '',
  host: { username: 'hazel', displayName: 'Hazel', thumbnail: '' },
  cancelledAt: null,
  going: 3,
  maybe: 0,
  convention: null,
  offerHours: 24,
  group: null,
  ...extra,
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NextEvents />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Next events on the landing page', () => {
  it('asks for the next three public events, as a visitor even when signed in, and links each', async () => {
    setSession({ token: 'tok', username: 'robin', userid: '7', role: 'member', status: 'active' });
    const fetch = vi.fn(async () =>
      Response.json({
        events: [
          summary(1, 'Wig workshop', '2030-01-05T10:00:00-06:00'),
          summary(2, 'Con prep', '2030-01-12T10:00:00-06:00', { cancelledAt: '2029-12-01T00:00:00Z' }),
          summary(3, 'Photoshoot', '2030-01-19T10:00:00-06:00'),
        ],
        total: 9,
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderSection();
    const section = within(await screen.findByRole('region', { name: 'Next events' }));
    expect((await section.findByRole('link', { name: 'Wig workshop' })).getAttribute('href')).toBe(
      '/events/1',
    );
    expect(section.getByText('Sat, Jan 5, 2030 · 10:00 AM – 4:00 PM CST')).toBeTruthy();
    expect(section.getAllByText('Omaha, Nebraska')).toHaveLength(3);
    expect(section.getByText('Cancelled')).toBeTruthy();
    expect(section.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe('/events');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/events?limit=3');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('says when nothing is planned', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ events: [], total: 0 })),
    );
    renderSection();
    expect(await screen.findByText(/Nothing planned yet/)).toBeTruthy();
  });
});
