import { EVENT_LIMITS, EVENT_MESSAGES, type EventInput } from '../../../shared/api/events';
import { canonicalTimeZone, parseIsoInstant } from '../../../shared/time/zoned';
import type { EventValues } from '../../db/events-repo';
import { badRequest } from '../../http-error';

const DAY = 86_400_000;
/** Events are planned this century: keeps every time a plain four-digit-year ISO string. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/**
 * The columns of an event as the member sent it (already shaped by eventBody): instants from the
 * ISO times, the zone by its canonical name. 400 with the message for a zone Intl does not know,
 * a time that does not exist, an end not after the start, or more than maxDays.
 */
export function toEventValues(input: EventInput): EventValues {
  const timeZone = canonicalTimeZone(input.timeZone);
  if (!timeZone) throw badRequest(EVENT_MESSAGES.badTimeZone);
  const startsAt = parseIsoInstant(input.startsAt);
  const endsAt = parseIsoInstant(input.endsAt);
  const inRange = (t: number | undefined): t is number => t !== undefined && t >= EARLIEST && t < LATEST;
  if (!inRange(startsAt) || !inRange(endsAt)) throw badRequest(EVENT_MESSAGES.badTime);
  if (endsAt <= startsAt) throw badRequest(EVENT_MESSAGES.endsBeforeStart);
  if (endsAt - startsAt > EVENT_LIMITS.maxDays * DAY) throw badRequest(EVENT_MESSAGES.tooLong);
  return {
    title: input.title,
    starts_at: startsAt,
    ends_at: endsAt,
    time_zone: timeZone,
    venue: input.venue,
    address: input.address,
    city: input.city,
    state: input.state,
    url: input.url,
    description: input.description,
    visibility: input.visibility,
    capacity: input.capacity,
    offer_hours: input.offerHours,
    group_id: input.groupId ?? null,
  };
}
