// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '../../../shared/api/events';
import EventFormPage from './event-form-page';
import { json, renderRoute, sampleEvent, signInMember, stubFetch, tearDown } from './test-render';

beforeEach(signInMember);
afterEach(tearDown);

const create = () => renderRoute('/events/new', 'events/new', <EventFormPage />);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The error shown under a field, read through the field's aria-describedby. */
const errorOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('error-text'))
    ?.textContent;
};

describe('the event form', () => {
  it('checks with the shared schema: errors next to their fields, the first one focused, nothing sent', async () => {
    const calls = stubFetch({});
    create();
    type('Website', 'ftp://files.example');
    type('Capacity (optional)', 'lots');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Title')));
    expect(errorOf('Title')).toBe('Give the event a title.');
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Start date')).toBe('Choose the day it starts.');
    expect(errorOf('End date')).toBe('Choose the day it ends.');
    expect(errorOf('Website')).toBe('The website must start with https:// or http://');
    expect(errorOf('Capacity (optional)')).toBe('Give a whole number from 1 to 10,000, or leave it empty.');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('from a group’s page (?group=), says so and sends the group’s id', async () => {
    const calls = stubFetch({
      'GET /api/groups/kc-chapter': json(200, {
        id: 7,
        slug: 'kc-chapter',
        name: 'KC Chapter',
        kind: 'chapter',
        state: 'Missouri',
        visibility: 'members',
        joinPolicy: 'open',
        blurb: '',
        cover: null,
        memberCount: 12,
        membership: { role: 'member', state: 'active', joinedAt: '2026-11-02T00:00:00.000Z' },
        description: '',
        descriptionHtml: '',
        createdAt: '2026-11-01T00:00:00.000Z',
        open: true,
        owner: null,
        moderatorCount: 1,
        can: { join: null, edit: false, moderate: false, own: false, report: true },
        pendingRequests: 0,
      }),
      'POST /api/events': json(201, { id: 43 }),
    });
    renderRoute('/events/new?group=kc-chapter', 'events/new', <EventFormPage />);
    expect((await screen.findByText(/An event of/)).textContent).toContain('KC Chapter');
    type('Title', 'Chapter build night');
    type('Start date', '2026-03-08');
    type('Start time', '10:00');
    type('End date', '2026-03-08');
    type('End time', '16:00');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/events/43');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ groupId: 7 });
  });

  it('wants the end after the start, and a time zone the browser knows', async () => {
    stubFetch({});
    create();
    type('Title', 'Photoshoot');
    type('Start date', '2026-06-06');
    type('End date', '2026-06-06');
    type('End time', '17:00');
    type('Start time', '18:00');
    fireEvent.change(field('Time zone'), { target: { value: 'other' } });
    type('Other time zone', 'Mars/Olympus');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Other time zone')));
    expect(errorOf('Other time zone')).toBe(EVENT_MESSAGES.badTimeZone);
    type('Other time zone', 'america/denver');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(document.activeElement).toBe(field('End date')));
    expect(errorOf('End date')).toBe(EVENT_MESSAGES.endsBeforeStart);
  });

  it('sends the body the contract names, with the zone’s offset on that date, then uploads the cover', async () => {
    const calls = stubFetch({
      'POST /api/events': json(201, { id: 42 }),
      'PUT /api/events/42/cover': json(200, sampleEvent({ id: 42 })),
    });
    create();
    type('Title', '  Spring build night ');
    type('Start date', '2026-03-08');
    type('Start time', '10:00');
    type('End date', '2026-03-08');
    type('End time', '16:00');
    type('Venue', 'The Sewing Loft');
    type('City', 'Wichita');
    fireEvent.change(field('State'), { target: { value: 'Kansas' } });
    type('Website', 'https://loft.example.org');
    type('Description', 'Bring foam.');
    fireEvent.click(screen.getByRole('radio', { name: 'Only signed-in members' }));
    type('Capacity (optional)', '20');
    const cover = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Choose a photo'), { target: { files: [cover] } });
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/events/42');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/events');
    expect(post?.headers.Authorization).toBe('Bearer tok');
    expect(post?.body).toEqual({
      title: 'Spring build night',
      startsAt: '2026-03-08T10:00:00-05:00',
      endsAt: '2026-03-08T16:00:00-05:00',
      timeZone: 'America/Chicago',
      venue: 'The Sewing Loft',
      address: '',
      city: 'Wichita',
      state: 'Kansas',
      url: 'https://loft.example.org',
      description: 'Bring foam.',
      visibility: 'members',
      capacity: 20,
      offerHours: 24,
      convention: null,
      repeat: null,
    });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/events/42/cover');
    expect((put!.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('shows the server’s message when saving fails', async () => {
    stubFetch({ 'POST /api/events': json(400, { message: EVENT_MESSAGES.tooLong }) });
    create();
    type('Title', 'Con weekend');
    type('Start date', '2026-11-01');
    type('End date', '2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EVENT_MESSAGES.tooLong);
  });

  it('edits an event in its own zone and sends PUT', async () => {
    const event = sampleEvent({
      canEdit: true,
      timeZone: 'Europe/London',
      startsAt: '2026-11-01T09:00:00+00:00',
      endsAt: '2026-11-01T17:00:00+00:00',
      capacity: 12,
    });
    const calls = stubFetch({
      'GET /api/events/5': json(200, event),
      'PUT /api/events/5': json(200, event),
    });
    renderRoute('/events/5/edit', 'events/:id/edit', <EventFormPage />);
    expect(((await screen.findByLabelText('Start time')) as HTMLInputElement).value).toBe('09:00');
    expect(field('Time zone').value).toBe('other');
    expect(field('Other time zone').value).toBe('Europe/London');
    expect(field('Capacity (optional)').value).toBe('12');
    type('End time', '18:30');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/events/5');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/events/5');
    expect(put?.body).toMatchObject({
      endsAt: '2026-11-01T18:30:00+00:00',
      timeZone: 'Europe/London',
      capacity: 12,
    });
    expect(screen.getByText('Changes saved')).toBeTruthy();
  });

  it('takes the zone of the event’s state until the host chooses one', async () => {
    stubFetch({});
    create();
    const state = (name: string) => fireEvent.change(field('State'), { target: { value: name } });
    expect(field('Time zone').value).toBe('America/Chicago');
    state('Ohio');
    expect(field('Time zone').value).toBe('America/New_York');
    state('Kansas');
    expect(field('Time zone').value).toBe('America/Chicago');
    state('Indiana');
    expect(field('Time zone').value).toBe('America/New_York');
    // An online event (no state) keeps the zone it had.
    state('');
    expect(field('Time zone').value).toBe('America/New_York');
    // Once the host picks a zone, a state no longer changes it.
    fireEvent.change(field('Time zone'), { target: { value: 'America/Denver' } });
    state('Michigan');
    expect(field('Time zone').value).toBe('America/Denver');
  });

  it('keeps an edited event’s own zone when its state changes, and follows when it had its state’s', async () => {
    const inDenver = sampleEvent({ canEdit: true, state: 'Kansas', timeZone: 'America/Denver' });
    stubFetch({ 'GET /api/events/5': json(200, inDenver) });
    const view = renderRoute('/events/5/edit', 'events/:id/edit', <EventFormPage />);
    await screen.findByLabelText('Start time');
    fireEvent.change(field('State'), { target: { value: 'Ohio' } });
    expect(field('Time zone').value).toBe('America/Denver');
    view.unmount();

    const inChicago = sampleEvent({ canEdit: true, state: 'Kansas', timeZone: 'America/Chicago' });
    stubFetch({ 'GET /api/events/5': json(200, inChicago) });
    renderRoute('/events/5/edit', 'events/:id/edit', <EventFormPage />);
    await screen.findByLabelText('Start time');
    fireEvent.change(field('State'), { target: { value: 'Ohio' } });
    expect(field('Time zone').value).toBe('America/New_York');
  });

  it('cancels an event after asking', async () => {
    const calls = stubFetch({
      'GET /api/events/5': json(200, sampleEvent({ canEdit: true })),
      'DELETE /api/events/5': json(200, sampleEvent({ cancelledAt: '2030-06-01T00:00:00Z' })),
    });
    renderRoute('/events/5/edit', 'events/:id/edit', <EventFormPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('dialog', { name: /Cancel “Foam armour build night”/ });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(dialog.querySelector('button.button-danger')!);
    expect((await screen.findByTestId('location')).textContent).toBe('/events/5');
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/events/5')).toBe(true);
  });
});
