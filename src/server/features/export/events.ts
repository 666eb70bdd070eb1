import { type ExportedEvents, exportedEventsSchema } from '../../../shared/api/export';
import { toZonedIso } from '../../../shared/time/zoned';
import type { AppDeps } from '../../deps';

const iso = (t: number | string) => new Date(Number(t)).toISOString();

/**
 * events.json: every answer the member gave (whatever became of the event since), their places on
 * waitlists, and every event they host, times in each event's zone as the API gives them.
 */
export async function exportedEvents(deps: AppDeps, userId: number): Promise<ExportedEvents> {
  const [rsvps, places, hosted] = await Promise.all([
    deps.rsvps.ofMember(userId),
    deps.waitlists.ofMember(userId),
    deps.events.hostedBy(userId),
  ]);
  return exportedEventsSchema.parse({
    rsvps: rsvps.map((r) => ({
      eventId: r.event_id,
      title: r.title,
      startsAt: toZonedIso(Number(r.starts_at), r.time_zone),
      timeZone: r.time_zone,
      status: r.status,
      cosplan: r.cosplan,
      photoshoot: r.photoshoot !== 0,
      answeredAt: iso(r.updated_at),
    })),
    waitlist: places.map((p) => ({
      eventId: p.event_id,
      title: p.title,
      startsAt: toZonedIso(Number(p.starts_at), p.time_zone),
      timeZone: p.time_zone,
      state: p.state,
      offeredUntil: p.offered_until === null ? null : toZonedIso(Number(p.offered_until), p.time_zone),
      cosplan: p.cosplan,
      joinedAt: iso(p.created_at),
    })),
    hosted: hosted.map((e) => ({
      ...e,
      offerHours: Number(e.offer_hours),
      startsAt: toZonedIso(Number(e.starts_at), e.time_zone),
      endsAt: toZonedIso(Number(e.ends_at), e.time_zone),
      timeZone: e.time_zone,
      cancelledAt: e.cancelled_at === null ? null : iso(e.cancelled_at),
      createdAt: iso(e.created_at),
      convention: e.con_slug && e.con_day ? { slug: e.con_slug, day: e.con_day } : null,
    })),
  });
}
