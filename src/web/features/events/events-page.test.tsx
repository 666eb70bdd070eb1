// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import EventsPage from './events-page';
import { json, renderRoute, sampleEvent, signInMember, stubFetch, tearDown } from './test-render';

afterEach(tearDown);

const { attendees, hiddenAttendees, myRsvp, canEdit, ...summary } = sampleEvent();
const page = (events: unknown[], total = events.length) => json(200, { events, total });

describe('the events page', () => {
  it('lists upcoming then past events of the state in the address, each card with its facts', async () => {
    const calls = stubFetch({
      'GET /api/events?state=Kansas&page=1&limit=12': page([
        { ...summary, capacity: 2, going: 2 },
        { ...summary, id: 6, title: 'Cancelled picnic', cancelledAt: '2030-01-01T00:00:00Z' },
      ]),
      'GET /api/events?state=Kansas&past=true&page=1&limit=6': page([
        { ...summary, id: 1, title: 'Last year’s con' },
      ]),
    });
    renderRoute('/events?state=Kansas', 'events', <EventsPage />);
    const upcoming = within(await screen.findByRole('region', { name: 'Upcoming in Kansas' }));
    const card = (await upcoming.findByRole('link', { name: 'Foam armour build night' })).closest('article')!;
    expect(within(card).getByText('Sat, Jun 8, 2030 · 6:00 PM – 9:00 PM CDT')).toBeTruthy();
    expect(within(card).getByText('The Sewing Loft · Wichita, Kansas')).toBeTruthy();
    expect(within(card).getByText('2 going')).toBeTruthy();
    expect(within(card).getByText('Full')).toBeTruthy();
    const cancelled = upcoming.getByRole('link', { name: 'Cancelled picnic' }).closest('article')!;
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    const past = within(screen.getByRole('region', { name: 'Past events' }));
    expect(await past.findByRole('link', { name: 'Last year’s con' })).toBeTruthy();
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('Kansas');
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
    // Visitors are not offered to create one, and see only the public calendar.
    expect(screen.queryByRole('link', { name: 'Create an event' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Club calendar (.ics)' }).getAttribute('href')).toBe(
      '/api/events.ics',
    );
    expect(screen.queryByText('Subscribe to my events')).toBeNull();
  });

  it('offers members to create an event and shows their private calendar address with a way to renew it', async () => {
    signInMember();
    const calls = stubFetch({
      'GET /api/events?page=1&limit=12': page([]),
      'GET /api/events?past=true&page=1&limit=6': page([]),
      'GET /api/me/calendar-feed': json(200, { url: 'http://club.test/api/calendar/old-secret.ics' }),
      'POST /api/me/calendar-feed': json(200, { url: 'http://club.test/api/calendar/new-secret.ics' }),
    });
    renderRoute('/events', 'events', <EventsPage />);
    expect((await screen.findAllByRole('link', { name: 'Create an event' }))[0]!.getAttribute('href')).toBe(
      '/events/new',
    );
    expect(await screen.findByText('Nothing planned yet')).toBeTruthy();
    const address = (await screen.findByLabelText('Your private calendar address')) as HTMLInputElement;
    expect(address.value).toBe('http://club.test/api/calendar/old-secret.ics');
    fireEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Make a new address?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => expect(address.value).toBe('http://club.test/api/calendar/new-secret.ics'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.headers.Authorization)).toEqual([
      'Bearer tok',
    ]);
  });

  it('offers subscribe links for the club feed (its public address from the server) and for the member’s own', async () => {
    signInMember();
    stubFetch({
      'GET /api/events?page=1&limit=12': page([]),
      'GET /api/events?past=true&page=1&limit=6': page([]),
      'GET /api/events/calendar-feed': json(200, { url: 'https://club.example.net/api/events.ics' }),
      'GET /api/me/calendar-feed': json(200, { url: 'https://club.example.net/api/calendar/s3cret.ics' }),
    });
    renderRoute('/events', 'events', <EventsPage />);
    const club = within(await screen.findByRole('list', { name: 'Subscribe to the club calendar in' }));
    expect(club.getByRole('link', { name: 'Apple Calendar' }).getAttribute('href')).toBe(
      'webcal://club.example.net/api/events.ics',
    );
    expect(club.getByRole('link', { name: /^Google Calendar/ }).getAttribute('href')).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fclub.example.net%2Fapi%2Fevents.ics',
    );
    const outlook = club.getByRole('link', { name: /^Outlook/ });
    expect(outlook.getAttribute('href')).toMatch(
      /^https:\/\/outlook\.live\.com\/calendar\/0\/addfromweb\?url=https%3A%2F%2Fclub\.example\.net%2Fapi%2Fevents\.ics&name=.+%20events$/,
    );
    expect(outlook.getAttribute('rel')).toBe('noopener noreferrer');
    const mine = within(await screen.findByRole('list', { name: 'Subscribe to my events in' }));
    expect(mine.getByRole('link', { name: 'Apple Calendar' }).getAttribute('href')).toBe(
      'webcal://club.example.net/api/calendar/s3cret.ics',
    );
    expect(
      new URL(mine.getByRole('link', { name: /^Outlook/ }).getAttribute('href')!).searchParams.get('name'),
    ).toMatch(/: my events$/);
  });

  it('switches to the month view and filters by state through the address', async () => {
    const calls = stubFetch({});
    renderRoute('/events', 'events', <EventsPage />);
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Iowa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(calls.some((c) => /^\/api\/events\?from=.*&to=.*&state=Iowa&limit=100$/.test(c.url))).toBe(true),
    );
    expect(screen.getByRole('table')).toBeTruthy();
  });
});
