// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConventionSummary } from '../../../shared/api/conventions';
import { EVENT_MESSAGES } from '../../../shared/api/events';
import EventFormPage from './event-form-page';
import EventPage from './event-page';
import { json, renderRoute, sampleEvent, signInMember, stubFetch, tearDown } from './test-render';

beforeEach(signInMember);
afterEach(tearDown);

const con = (slug: string, name: string, days: string[]): ConventionSummary => ({
  id: slug.length,
  slug,
  name,
  venue: '',
  city: 'Rosemont',
  state: 'Illinois',
  website: '',
  startsOn: days[0] ?? null,
  endsOn: days.at(-1) ?? null,
  days,
  status: 'listed',
});
const CONS = {
  cons: [
    con('acen', 'Anime Central', ['2030-05-16', '2030-05-17', '2030-05-18']),
    con('old-con', 'Old Con', ['2020-05-16', '2020-05-17']),
    con('no-dates', 'Undated Con', []),
  ],
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const optionsOf = (label: string) =>
  within(field(label) as unknown as HTMLSelectElement)
    .getAllByRole('option')
    .map((o) => o.textContent);
const errorOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('error-text'))
    ?.textContent;
};

describe('the event form’s convention', () => {
  it('offers the cons with dates not over; choosing a day sets the dates, and the body names the con and day', async () => {
    const calls = stubFetch({ 'GET /api/cons': json(200, CONS), 'POST /api/events': json(201, { id: 42 }) });
    renderRoute('/events/new', 'events/new', <EventFormPage />);
    await waitFor(() => expect(optionsOf('At a convention')).toEqual(['No', 'Anime Central']));
    expect(screen.queryByLabelText('Day of the convention')).toBeNull();
    fireEvent.change(field('At a convention'), { target: { value: 'acen' } });
    expect(optionsOf('Day of the convention')).toEqual([
      'Choose a day',
      'Thursday, May 16',
      'Friday, May 17',
      'Saturday, May 18',
    ]);
    fireEvent.change(field('Day of the convention'), { target: { value: '2030-05-17' } });
    expect(field('Start date').value).toBe('2030-05-17');
    expect(field('End date').value).toBe('2030-05-17');
    type('Title', 'Genshin meetup');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/events/42');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      title: 'Genshin meetup',
      startsAt: '2030-05-17T18:00:00-05:00',
      convention: { slug: 'acen', day: '2030-05-17' },
    });
  });

  it('opens with the con and day a con page chose, and wants the start on that day', async () => {
    const calls = stubFetch({ 'GET /api/cons': json(200, CONS) });
    renderRoute('/events/new?con=acen&day=2030-05-18', 'events/new', <EventFormPage />);
    await waitFor(() => expect(field('At a convention').value).toBe('acen'));
    await waitFor(() => expect(field('Day of the convention').value).toBe('2030-05-18'));
    expect(field('Start date').value).toBe('2030-05-18');
    type('Title', 'Cosplay picnic');
    type('Start date', '2030-05-19');
    type('End date', '2030-05-19');
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(errorOf('Start date')).toBe(EVENT_MESSAGES.notOnConDay));
    // A con without a day is not sent either.
    fireEvent.change(field('At a convention'), { target: { value: 'acen' } });
    fireEvent.change(field('Day of the convention'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(errorOf('Day of the convention')).toBe('Choose the day of the convention.'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('unlinks on edit when the host chooses No', async () => {
    const event = sampleEvent({
      canEdit: true,
      startsAt: '2030-05-17T14:00:00-05:00',
      endsAt: '2030-05-17T15:00:00-05:00',
      convention: { slug: 'acen', name: 'Anime Central', day: '2030-05-17' },
    });
    const calls = stubFetch({
      'GET /api/cons': json(200, CONS),
      'GET /api/events/5': json(200, event),
      'PUT /api/events/5': json(200, { ...event, convention: null }),
    });
    renderRoute('/events/5/edit', 'events/:id/edit', <EventFormPage />);
    await waitFor(() => expect(field('At a convention').value).toBe('acen'));
    expect(field('Day of the convention').value).toBe('2030-05-17');
    fireEvent.change(field('At a convention'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/events/5');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ convention: null });
  });

  it('the event page names the con and the day, linking to the con', async () => {
    stubFetch({
      'GET /api/events/5': json(
        200,
        sampleEvent({ convention: { slug: 'acen', name: 'Anime Central', day: '2030-05-17' } }),
      ),
    });
    renderRoute('/events/5', 'events/:id', <EventPage />);
    const link = await screen.findByRole('link', { name: 'Meetup at Anime Central · Friday, May 17' });
    expect(link.getAttribute('href')).toBe('/cons/acen');
  });
});
