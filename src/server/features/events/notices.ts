import { formatForPeople } from '../../../shared/time/zoned';
import type { Notice } from '../../mail/notice-job';
import { eventPlace } from './ical';

interface EventFacts {
  id: number;
  title: string;
  startsAt: number;
  timeZone: string;
  venue: string;
  address: string;
  city: string;
  state: string;
}

interface Mailed {
  to: string;
  firstname: string;
  clubName: string;
  publicUrl: string;
}

const where = (event: EventFacts) => {
  const place = eventPlace(event);
  return place ? ` at ${place}` : '';
};

/** The day before: what, when (in the event's zone), where, and where to change the answer. */
export function reminderNotice(member: Mailed, event: EventFacts): Notice {
  const when = formatForPeople(event.startsAt, event.timeZone);
  return {
    to: member.to,
    subject: `Reminder: ${event.title} is on ${when}`,
    paragraphs: [
      `Hello ${member.firstname},`,
      `You are going to ${event.title} on ${when}${where(event)}. See you there!`,
      `Details, and your answer if your plans changed: ${member.publicUrl}/events/${event.id}`,
      `— ${member.clubName}`,
    ],
  };
}

/** Everyone going or maybe hears of a cancellation. */
export function cancelledNotice(member: Mailed, event: EventFacts): Notice {
  const when = formatForPeople(event.startsAt, event.timeZone);
  return {
    to: member.to,
    subject: `Cancelled: ${event.title} on ${when}`,
    paragraphs: [
      `Hello ${member.firstname},`,
      `${event.title}, planned for ${when}${where(event)}, has been cancelled. You had answered going or maybe, so we wanted you to know.`,
      `The event's page: ${member.publicUrl}/events/${event.id}`,
      `— ${member.clubName}`,
    ],
  };
}
