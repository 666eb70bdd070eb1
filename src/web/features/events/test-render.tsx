import type { EventDetail } from '../../../shared/api/events';
import { signInAs } from '../../test-support/render-route';

export { type Call, json, stubFetch } from '../../test-support/fetch-stub';
export { renderRoute, tearDown } from '../../test-support/render-route';

export const signInMember = () => signInAs('member');

const person = (username: string, displayName: string) => ({ username, displayName, thumbnail: '' });

/** An event as GET /api/events/{id} answers, in the contract's shape. */
export function sampleEvent(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 5,
    title: 'Foam armour build night',
    startsAt: '2030-06-08T18:00:00-05:00',
    endsAt: '2030-06-08T21:00:00-05:00',
    timeZone: 'America/Chicago',
    venue: 'The Sewing Loft',
    address: '120 N Main St',
    city: 'Wichita',
    state: 'Kansas',
    url: 'https://loft.example.org',
    description: 'Bring a heat gun.',
    visibility: 'public',
    capacity: null,
    offerHours: 24,
    cover: '',
    host: person('hazel', 'Hazel Stitch'),
    cancelledAt: null,
    group: null,
    going: 2,
    maybe: 1,
    convention: null,
    attendees: [],
    hiddenAttendees: 0,
    myRsvp: null,
    canEdit: false,
    waitlist: { waiting: 0, offered: 0 },
    myWaitlist: null,
    ...overrides,
  };
}
