import type { EventSeriesInfo } from '../../../shared/api/event-series';
import type { Attendee, EventDetail, EventPerson, EventSummary } from '../../../shared/api/events';
import { displayName } from '../../../shared/profile/display-name';
import { toZonedIso } from '../../../shared/time/zoned';
import type { SeriesRow } from '../../db/event-series-repo';
import type { EventRow, EventViewer } from '../../db/events-repo';
import type { EventAttendee } from '../../db/rsvps-repo';
import { thumbUrl } from '../../images/process-image';
import type { ImageSigner } from '../../images/signed-urls';

/** A visitor sees no name of a members-only profile: the host is then "A club member", unlinked. */
export const UNNAMED: EventPerson = { username: '', displayName: 'A club member', thumbnail: '' };

interface Profile {
  username: string;
  firstname: string;
  lastname: string;
  image: string;
  visibility: string;
}

/** Photos of members-only profiles are handed out signed (images/signed-urls.ts), as profiles do. */
export function person(profile: Profile, signer: ImageSigner): EventPerson {
  const thumb = thumbUrl(profile.image);
  return {
    username: profile.username,
    displayName: displayName(profile),
    thumbnail: profile.visibility === 'members' ? signer.sign(thumb) : thumb,
  };
}

/** The cover's address; members-only events' covers are signed (only members see them anyway). */
export function coverUrl(row: Pick<EventRow, 'id' | 'cover_id' | 'visibility'>, signer: ImageSigner) {
  if (!row.cover_id) return '';
  const path = `/api/events/${row.id}/cover/${row.cover_id}`;
  return row.visibility === 'members' ? signer.sign(path) : path;
}

export function toSummary(
  row: EventRow,
  counts: { going: number; maybe: number } | undefined,
  viewer: EventViewer,
  signer: ImageSigner,
  series?: SeriesRow,
): EventSummary {
  const host = {
    username: row.host_username,
    firstname: row.host_firstname,
    lastname: row.host_lastname,
    image: row.host_image,
    visibility: row.host_visibility,
  };
  return {
    id: row.id,
    title: row.title,
    startsAt: toZonedIso(Number(row.starts_at), row.time_zone),
    endsAt: toZonedIso(Number(row.ends_at), row.time_zone),
    timeZone: row.time_zone,
    venue: row.venue,
    address: row.address,
    city: row.city,
    state: row.state,
    url: row.url,
    description: row.description,
    visibility: row.visibility,
    capacity: row.capacity,
    offerHours: Number(row.offer_hours),
    cover: coverUrl(row, signer),
    host: viewer === 'anonymous' && host.visibility === 'members' ? UNNAMED : person(host, signer),
    cancelledAt: row.cancelled_at === null ? null : toZonedIso(Number(row.cancelled_at), row.time_zone),
    going: counts?.going ?? 0,
    maybe: counts?.maybe ?? 0,
    convention:
      row.con_slug !== null && row.con_name !== null && row.con_day !== null
        ? { slug: row.con_slug, name: row.con_name, day: row.con_day }
        : null,
    group:
      row.group_slug !== null && row.group_name !== null
        ? { slug: row.group_slug, name: row.group_name }
        : null,
    ...(series ? { series: seriesInfo(row, series) } : {}),
  };
}

/** The series an occurrence belongs to, as the web app shows it ("Every second Saturday"). */
function seriesInfo(row: EventRow, series: SeriesRow): EventSeriesInfo {
  return {
    id: series.id,
    frequency: series.frequency,
    firstDate: series.first_date,
    untilDate: series.until_date,
    count: series.count === null ? null : Number(series.count),
    recurrenceId: toZonedIso(Number(row.recurrence_id ?? row.starts_at), row.time_zone),
    detached: row.series_detached !== 0,
  };
}

/**
 * Who is coming: named when their profile allows it to this viewer (listed, and not members-only
 * for a visitor) and no block stands between them and the viewer; the others are only counted.
 */
export function toDetail(
  summary: EventSummary,
  rows: readonly EventAttendee[],
  viewer: EventViewer,
  signer: ImageSigner,
  extra: Pick<EventDetail, 'myRsvp' | 'canEdit' | 'waitlist' | 'myWaitlist'>,
): EventDetail {
  const named = (row: EventAttendee) =>
    row.listed !== 0 && Number(row.shown) === 1 && !(viewer === 'anonymous' && row.visibility === 'members');
  const attendees: Attendee[] = rows.filter(named).map((row) => ({
    ...person(row, signer),
    status: row.status,
    cosplan: row.cosplan,
    photoshoot: row.photoshoot !== 0,
    project:
      row.project_id !== null && row.project_title !== null
        ? { id: Number(row.project_id), title: row.project_title }
        : null,
  }));
  return { ...summary, attendees, hiddenAttendees: rows.length - attendees.length, ...extra };
}
