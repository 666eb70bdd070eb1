// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import ConFormPage from './con-form-page';
import ConPage from './con-page';
import ConsPage from './cons-page';
import { json, renderRoute, sampleCon, stubFetch, tearDown } from './test-render';

afterEach(tearDown);

const cons = [
  sampleCon(),
  sampleCon({
    id: 2,
    slug: 'ohayocon',
    name: 'Ohayocon',
    city: 'Columbus',
    state: 'Ohio',
    startsOn: null,
    endsOn: null,
    days: [],
  }),
  sampleCon({
    id: 3,
    slug: 'old-con',
    name: 'Old Con',
    startsOn: '2020-01-01',
    endsOn: '2020-01-02',
    days: [],
  }),
];

describe('the con pages', () => {
  it('lists upcoming cons with their dates and place, past ones behind a disclosure, and filters by state', async () => {
    stubFetch({ 'GET /api/cons': () => json(200, { cons }) });
    renderRoute('/cons', 'cons', <ConsPage />);
    const upcoming = await screen.findByRole('list', { name: 'Upcoming conventions' });
    const cards = within(upcoming).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Gen Con', 'Ohayocon']);
    expect(within(cards[0] as HTMLElement).getByText('Jul 31 – Aug 3, 2030')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Dates to be announced')).toBeTruthy();
    expect(screen.getByText('Past conventions (1)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'Ohio' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Gen Con' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Ohayocon' })).toBeTruthy();
    // Visitors get no add or suggest button.
    expect(screen.queryByRole('link', { name: /a convention/ })).toBeNull();
  });

  it('offers members a suggestion and organisers an add', async () => {
    stubFetch({ 'GET /api/cons': () => json(200, { cons }) });
    setSession({ token: 't', username: 'robin', userid: '7', role: 'member', status: 'active' });
    renderRoute('/cons', 'cons', <ConsPage />);
    expect(await screen.findByRole('link', { name: 'Suggest a convention' })).toBeTruthy();
  });

  it('shows a con: dates, venue, place, website opening safely; Edit for organisers only', async () => {
    stubFetch({ 'GET /api/cons/gen-con': () => json(200, sampleCon()) });
    renderRoute('/cons/gen-con', 'cons/:slug', <ConPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gen Con' })).toBeTruthy();
    expect(screen.getByText('Indiana Convention Center')).toBeTruthy();
    const site = screen.getByRole('link', { name: 'www.gencon.com' });
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('shows the not-found page for an unknown con', async () => {
    stubFetch({ 'GET /api/cons/nope': () => json(404, { message: 'No such convention' }) });
    renderRoute('/cons/nope', 'cons/:slug', <ConPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('lets an organiser set the dates and shows the server’s message when it refuses', async () => {
    setSession({ token: 't', username: 'olive', userid: '1', role: 'organiser', status: 'active' });
    let refuse = true;
    const calls = stubFetch({
      'GET /api/cons/gen-con': () => json(200, sampleCon()),
      'PUT /api/cons/gen-con': () =>
        refuse ? json(400, { message: 'A convention lasts at most 7 days.' }) : json(200, sampleCon()),
    });
    renderRoute('/cons/gen-con/edit', 'cons/:slug/edit', <ConFormPage />);
    const first = await screen.findByLabelText('First day');
    fireEvent.change(first, { target: { value: '2031-07-31' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2031-08-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the convention' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A convention lasts at most 7 days.');
    refuse = false;
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2031-08-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the convention' }));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      name: 'Gen Con',
      venue: 'Indiana Convention Center',
      city: 'Indianapolis',
      state: 'Indiana',
      website: 'https://www.gencon.com',
      startsOn: '2031-07-31',
      endsOn: '2031-08-03',
    });
  });
});
