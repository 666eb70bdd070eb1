// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClubEvents } from './club-events';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = {
  id: 4,
  title: 'Prop painting night',
  startsAt: '2030-02-02T18:00:00-06:00',
  endsAt: '2030-02-02T21:00:00-06:00',
  timeZone: 'America/Chicago',
  venue: 'Makerspace',
  address: '',
  city: 'Lawrence',
  state: 'Kansas',
  url: '',
  description: '',
  visibility: 'public',
  capacity: null,
  cover: '',
  host: { username: 'hazel', displayName: 'Hazel', thumbnail: '' },
  cancelledAt: null,
  going: 1,
  maybe: 0,
  convention: null,
  offerHours: 24,
  group: null,
};

function show(state?: string) {
  const fetch = vi.fn(async () => Response.json({ events: [event], total: 1 }));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ClubEvents state={state} limit={state ? 3 : 6} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('club events beside the calendar and on a state’s page', () => {
  it('lists upcoming club events under the calendar, with the events page and the .ics feed', async () => {
    const fetch = show();
    const section = within(screen.getByRole('region', { name: 'Club events' }));
    expect((await section.findByRole('link', { name: 'Prop painting night' })).getAttribute('href')).toBe(
      '/events/4',
    );
    expect(section.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe('/events');
    expect(section.getByRole('link', { name: /Subscribe/ }).getAttribute('href')).toBe('/api/events.ics');
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/events?limit=6');
  });

  it('lists a state’s events and links to the events page filtered by it', async () => {
    const fetch = show('Kansas');
    const section = within(screen.getByRole('region', { name: 'Events in Kansas' }));
    expect(await section.findByRole('link', { name: 'Prop painting night' })).toBeTruthy();
    expect(section.getByRole('link', { name: 'All events in Kansas' }).getAttribute('href')).toBe(
      '/events?state=Kansas',
    );
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/events?state=Kansas&limit=3');
  });
});
