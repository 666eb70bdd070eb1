// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES } from '../../../shared/api/events';
import EventPage from './event-page';
import { json, renderRoute, sampleEvent, signInMember, stubFetch, tearDown } from './test-render';

afterEach(tearDown);

const show = () => renderRoute('/events/5', 'events/:id', <EventPage />);

describe('the event page', () => {
  it('shows when in the event zone, where with a map link, the host and the website', async () => {
    stubFetch({ 'GET /api/events/5': json(200, sampleEvent()) });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Foam armour build night' })).toBeTruthy();
    expect(screen.getByText('Sat, Jun 8, 2030 · 6:00 PM – 9:00 PM CDT')).toBeTruthy();
    const map = screen.getByRole('link', { name: /Open in a map/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=120%20N%20Main%20St%2C%20Wichita%2C%20Kansas',
    );
    expect(screen.getByRole('link', { name: 'Hazel Stitch' }).getAttribute('href')).toBe('/public/hazel');
    expect(screen.getByRole('link', { name: 'loft.example.org' }).getAttribute('href')).toBe(
      'https://loft.example.org/',
    );
    const ics = screen.getByRole('link', { name: 'Add to calendar' });
    expect(ics.getAttribute('href')).toBe('/api/events/5.ics');
    expect(ics.hasAttribute('download')).toBe(true);
    // A visitor is asked to log in instead of seeing the form.
    expect(screen.getByRole('link', { name: 'Log in to RSVP' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send my RSVP' })).toBeNull();
  });

  it('lists who is going with their cosplan and photoshoot, and counts the hidden ones', async () => {
    const attendees = [
      {
        username: 'ivy',
        displayName: 'Ivy Thimble',
        thumbnail: '',
        status: 'maybe',
        cosplan: '',
        photoshoot: false,
        project: null,
      },
      {
        username: 'jun',
        displayName: 'Jun Bobbin',
        thumbnail: '/api/images/3',
        status: 'going',
        cosplan: 'Sailor Jupiter',
        photoshoot: true,
        project: { id: 12, title: 'Jupiter senshi fuku' },
      },
    ] as const;
    stubFetch({
      'GET /api/events/5': json(200, sampleEvent({ attendees: [...attendees], hiddenAttendees: 3 })),
    });
    show();
    const section = within(await screen.findByRole('region', { name: 'Who’s going' }));
    const items = section.getAllByRole('listitem').filter((li) => li.classList.contains('attendee'));
    // Going first, then maybe.
    expect(items.map((li) => within(li).getAllByRole('link')[0]!.textContent)).toEqual([
      'Jun Bobbin',
      'Ivy Thimble',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Jun Bobbin' }).getAttribute('href')).toBe(
      '/public/jun',
    );
    expect(items[0]!.textContent).toContain('as Sailor Jupiter');
    expect(within(items[0]!).getByRole('link', { name: 'Jupiter senshi fuku' }).getAttribute('href')).toBe(
      '/projects/12',
    );
    expect(items[1]!.textContent).not.toContain('wearing');
    expect(within(items[0]!).getByText('Photoshoot')).toBeTruthy();
    expect(within(items[1]!).getByText('Maybe')).toBeTruthy();
    expect(section.getByText('and 3 more members')).toBeTruthy();
  });

  it('lets a member wear one of their projects: the cosplan fills in, and the RSVP names it', async () => {
    signInMember();
    const project = {
      id: 12,
      title: 'Jupiter senshi fuku',
      character: 'Sailor Jupiter',
      series: 'Sailor Moon',
      kind: 'costume',
      status: 'building',
      visibility: 'members',
      maker: { username: 'ada', name: 'Ada' },
      cover: null,
      con: null,
      targetDate: null,
      updatedAt: 1,
      entries: 0,
      minutesSpent: 0,
    };
    const calls = stubFetch({
      'GET /api/events/5': json(200, sampleEvent()),
      'GET /api/me/projects': json(200, { projects: [project] }),
      'PUT /api/events/5/rsvp': json(200, sampleEvent()),
    });
    show();
    const form = within(await screen.findByRole('region', { name: /Are you going/ }));
    fireEvent.click(form.getByRole('radio', { name: 'Going' }));
    const choice = await form.findByLabelText('Wearing one of your projects?');
    fireEvent.change(choice, { target: { value: '12' } });
    expect((form.getByLabelText('Who will you cosplay?') as HTMLInputElement).value).toBe(
      'Sailor Jupiter (Sailor Moon)',
    );
    fireEvent.click(form.getByRole('button', { name: 'Send my RSVP' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ projectId: 12 });
  });

  it('says how many are going when none can be named', async () => {
    stubFetch({ 'GET /api/events/5': json(200, sampleEvent({ hiddenAttendees: 1 })) });
    show();
    expect(await screen.findByText('1 member going or thinking about it')).toBeTruthy();
  });

  it('joins the waitlist of a full event with the cosplan, and says the member’s place', async () => {
    signInMember();
    const full = sampleEvent({ capacity: 2, going: 2 });
    const place = {
      place: 3,
      state: 'waiting' as const,
      offeredUntil: null,
      cosplan: 'Link (Wind Waker)',
      photoshoot: true,
      projectId: null,
    };
    let answered = false;
    const calls = stubFetch({
      'GET /api/events/5': () => json(200, answered ? { ...full, myWaitlist: place } : full),
      'PUT /api/events/5/rsvp': () => {
        answered = true;
        return json(200, { ...full, myWaitlist: place });
      },
    });
    show();
    const form = within(await screen.findByRole('region', { name: /Are you going/ }));
    expect(form.getByText('Full')).toBeTruthy();
    fireEvent.click(form.getByRole('radio', { name: 'Going' }));
    fireEvent.change(form.getByLabelText('Who will you cosplay?'), {
      target: { value: '  Link (Wind Waker) ' },
    });
    fireEvent.click(form.getByRole('checkbox', { name: 'Count me in for the photoshoot' }));
    fireEvent.click(form.getByRole('button', { name: 'Join the waitlist' }));
    expect((await screen.findAllByText('You are number 3 on the waitlist.')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Leave the waitlist' })).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      status: 'going',
      cosplan: 'Link (Wind Waker)',
      photoshoot: true,
      projectId: null,
    });
    expect(put?.headers.Authorization).toBe('Bearer tok');
  });

  it('saves an RSVP, refreshes the event and offers the cosplan card', async () => {
    signInMember();
    let answered = false;
    stubFetch({
      'GET /api/events/5': () =>
        json(
          200,
          sampleEvent(
            answered
              ? { myRsvp: { status: 'maybe', cosplan: 'Zelda', photoshoot: false, projectId: null } }
              : {},
          ),
        ),
      'PUT /api/events/5/rsvp': () => {
        answered = true;
        return json(200, sampleEvent());
      },
    });
    show();
    const form = within(await screen.findByRole('region', { name: /Are you going/ }));
    fireEvent.click(form.getByRole('radio', { name: 'Maybe' }));
    fireEvent.change(form.getByLabelText('Who will you cosplay?'), { target: { value: 'Zelda' } });
    fireEvent.click(form.getByRole('button', { name: 'Send my RSVP' }));
    expect(await screen.findByText('Your RSVP is saved. See you there!')).toBeTruthy();
    await waitFor(() =>
      expect(form.getByRole('link', { name: 'My cosplan card' }).getAttribute('href')).toBe('/events/5/card'),
    );
  });

  it('shows no answer as chosen until the member chooses one; the form follows the choice', async () => {
    signInMember();
    stubFetch({ 'GET /api/events/5': json(200, sampleEvent()) });
    show();
    const form = within(await screen.findByRole('region', { name: /Are you going/ }));
    const radios = form.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([false, false, false]);
    expect(form.queryByRole('button', { name: 'Send my RSVP' })).toBeNull();
    expect(form.queryByLabelText('Who will you cosplay?')).toBeNull();
    expect(form.queryByText(/^Saved:/)).toBeNull();
    fireEvent.click(form.getByRole('radio', { name: 'Can’t go' }));
    expect(form.getByRole('button', { name: 'Send my RSVP' })).toBeTruthy();
    expect(form.queryByLabelText('Who will you cosplay?')).toBeNull();
    fireEvent.click(form.getByRole('radio', { name: 'Going' }));
    expect(form.getByLabelText('Who will you cosplay?')).toBeTruthy();
  });

  it('after saving, the saved choice is checked and said; a change says it is not saved yet', async () => {
    signInMember();
    let saved: unknown = null;
    const calls = stubFetch({
      'GET /api/events/5': () => json(200, sampleEvent({ myRsvp: saved as never })),
      'PUT /api/events/5/rsvp': () => json(200, sampleEvent()),
    });
    show();
    const form = within(await screen.findByRole('region', { name: /Are you going/ }));
    fireEvent.click(form.getByRole('radio', { name: 'Going' }));
    fireEvent.change(form.getByLabelText('Who will you cosplay?'), { target: { value: 'Zelda' } });
    saved = { status: 'going', cosplan: 'Zelda', photoshoot: false, projectId: null };
    fireEvent.click(form.getByRole('button', { name: 'Send my RSVP' }));
    expect(await form.findByText('Saved: you are going.')).toBeTruthy();
    expect((form.getByRole('radio', { name: 'Going' }) as HTMLInputElement).checked).toBe(true);
    expect(await form.findByRole('button', { name: 'Update my RSVP' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([saved]);

    fireEvent.click(form.getByRole('radio', { name: 'Maybe' }));
    expect(form.getByText('Not saved yet. Your saved answer: Going.')).toBeTruthy();
    expect(form.queryByText(/^Saved:/)).toBeNull();
    fireEvent.click(form.getByRole('radio', { name: 'Going' }));
    expect(form.getByText('Saved: you are going.')).toBeTruthy();
  });

  it('opens with the member’s saved answer checked, not “Going”', async () => {
    signInMember();
    stubFetch({
      'GET /api/events/5': json(
        200,
        sampleEvent({ myRsvp: { status: 'no', cosplan: '', photoshoot: false, projectId: null } }),
      ),
    });
    show();
    const form = within(await screen.findByRole('region', { name: /Are you going/ }));
    const radios = form.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([
      ['going', false],
      ['maybe', false],
      ['no', true],
    ]);
    expect(form.getByText('Saved: you can’t go.')).toBeTruthy();
    expect(form.getByRole('button', { name: 'Update my RSVP' })).toBeTruthy();
    expect(form.queryByRole('link', { name: 'My cosplan card' })).toBeNull();
  });

  it('shares the event’s address: copied where there is no share sheet', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...window.navigator, share: undefined, clipboard: { writeText } });
    stubFetch({ 'GET /api/events/5': json(200, sampleEvent()) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Share event' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/events/5`);
  });

  it('marks a cancelled event and offers no RSVP', async () => {
    signInMember();
    stubFetch({ 'GET /api/events/5': json(200, sampleEvent({ cancelledAt: '2030-06-01T12:00:00Z' })) });
    show();
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.getByText(/This event was cancelled on Sat, Jun 1, 2030/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Are you going/ })).toBeNull();
  });

  it('shows the not-found page for an event that does not exist', async () => {
    stubFetch({ 'GET /api/events/5': json(404, { message: EVENT_MESSAGES.notFound }) });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
