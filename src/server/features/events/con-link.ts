import type { ConventionSummary } from '../../../shared/api/conventions';
import { EVENT_MESSAGES, type EventInput } from '../../../shared/api/events';
import { conDayName } from '../../../shared/time/convention-times';
import { wallTime } from '../../../shared/time/zoned';
import type { EventValues } from '../../db/events-repo';
import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http-error';
import { listedCon, requireConDay } from '../../lib/listed-con';
import { queueNotification } from '../../notify/queue-notification';

/** A meetup's con and day, once checked. */
export interface ConLink {
  con: ConventionSummary;
  day: string;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `zone`. */
function dayIn(instant: number, zone: string): string {
  const w = wallTime(instant, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(w.year).padStart(4, '0')}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * The con the event is a meetup at (issue 35 item 5), checked: a listed con (404 otherwise, as
 * every con section answers), one of its days (400), and the event starting on that day in its
 * own zone (400). Sets the columns on `values`: both null when the event names no con, so an edit
 * without one unlinks it.
 */
export async function withConLink(
  deps: AppDeps,
  input: EventInput,
  values: EventValues,
): Promise<{ values: EventValues; link: ConLink | null }> {
  if (input.convention === null)
    return { values: { ...values, convention_id: null, con_day: null }, link: null };
  const con = await listedCon(deps, input.convention.slug);
  const { day } = input.convention;
  requireConDay(con, day);
  if (dayIn(Number(values.starts_at), values.time_zone) !== day) throw badRequest(EVENT_MESSAGES.notOnConDay);
  return { values: { ...values, convention_id: con.id, con_day: day }, link: { con, day } };
}

/**
 * Who hears that an existing event became a meetup at a con day (an edit linked it, or moved it
 * to another day): the members going to the con that day, less those already going or maybe to
 * the event (they hear it changed instead). Read before the edit's transaction, as SQLite has one
 * connection.
 */
export async function goersNewToMeetup(deps: AppDeps, eventId: number, link: ConLink): Promise<number[]> {
  const goers = await deps.notifications.recipients({
    rule: 'con-day-goers',
    conventionId: link.con.id,
    day: link.day,
  });
  const attendees = new Set(await deps.notifications.recipients({ rule: 'event-attendees', eventId }));
  return goers.filter((id) => !attendees.has(id));
}

/**
 * A new meetup tells the members going to the con that day (their attendance), in the
 * transaction that makes it; an edit that links an event names its members (goersNewToMeetup).
 * The job leaves out the host, and anyone not active or who chose not to hear of it; the inbox
 * shows it only while the event can be seen.
 */
export async function tellConGoers(
  deps: AppDeps,
  trx: Trx,
  eventId: number,
  hostId: number,
  link: ConLink,
  members?: number[],
) {
  if (members?.length === 0) return;
  await queueNotification(
    deps,
    {
      type: 'con-meetup',
      subjectKind: 'event',
      subjectId: eventId,
      groupKey: `con-meetup:${eventId}`,
      actorId: hostId,
      data: { con: link.con.name, slug: link.con.slug, day: conDayName(link.day) },
      to: members ? { members } : { rule: 'con-day-goers', conventionId: link.con.id, day: link.day },
    },
    { trx },
  );
}
