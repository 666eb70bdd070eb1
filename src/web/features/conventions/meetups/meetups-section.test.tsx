// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConMeetupsAnswer } from '../../../../shared/api/con-meetups';
import { setSession } from '../../../lib/session';
import { json, renderRoute, sampleCon, signInMember, stubFetch, tearDown } from '../test-render';
import { MeetupsSection } from './meetups-section';

afterEach(tearDown);

const answer: ConMeetupsAnswer = {
  timeZone: 'America/Indiana/Indianapolis',
  days: [
    {
      day: '2030-08-01',
      meetups: [
        {
          id: 12,
          title: 'Genshin meetup',
          startsAt: '2030-08-01T14:00:00-04:00',
          time: '2:00 pm',
          venue: 'Hall D steps',
          visibility: 'members',
          going: 3,
        },
      ],
    },
  ],
};

const show = () => renderRoute('/cons/gen-con', 'cons/:slug', <MeetupsSection con={sampleCon()} />);

describe('the con page’s meetups', () => {
  it('lists the meetups by day with time, venue and going count, linked to the event; members may plan one', async () => {
    signInMember();
    stubFetch({ 'GET /api/cons/gen-con/meetups': json(200, answer) });
    show();
    const day = await screen.findByRole('region', { name: 'Thursday, August 1' });
    const item = within(day).getByRole('listitem');
    expect(item.textContent).toContain('2:00 pm');
    expect(item.textContent).toContain('Members only');
    expect(item.textContent).toContain('Hall D steps · 3 going');
    expect(within(item).getByRole('link', { name: 'Genshin meetup' }).getAttribute('href')).toBe(
      '/events/12',
    );
    expect(screen.getByRole('link', { name: 'Plan a meetup' }).getAttribute('href')).toBe(
      '/events/new?con=gen-con&day=2030-07-31',
    );
  });

  it('shows visitors the list only, and says so when there are none', async () => {
    stubFetch({ 'GET /api/cons/gen-con/meetups': json(200, { timeZone: 'America/Chicago', days: [] }) });
    show();
    expect(await screen.findByText('No meetups planned at this con yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Plan a meetup' })).toBeNull();
  });

  it('offers no plan link to a member whose sign-up waits', async () => {
    setSession({ token: 't', username: 'new', userid: '9', role: 'member', status: 'pending' });
    stubFetch({ 'GET /api/cons/gen-con/meetups': json(200, answer) });
    show();
    await screen.findByRole('link', { name: 'Genshin meetup' });
    expect(screen.queryByRole('link', { name: 'Plan a meetup' })).toBeNull();
  });
});
