import type { ConPlanDay, ConPlanItem } from '../../../shared/api/con-plan';
import type { ConventionSummary } from '../../../shared/api/conventions';
import { displayName } from '../../../shared/profile/display-name';
import { timeOfDay } from '../../../shared/time/convention-times';
import { toZonedIso } from '../../../shared/time/zoned';
import type { conPlanRepo } from '../../db/con-plan-repo';

type Repo = ReturnType<typeof conPlanRepo>;
type Rows<K extends keyof Repo> = Awaited<ReturnType<Repo[K]>>;
export interface PlanRows {
  cosplans: Rows<'cosplans'>;
  booked: Rows<'bookedShoots'>;
  hosted: Rows<'hostedShoots'>;
  groups: Rows<'groups'>;
  meetups: Rows<'meetups'>;
}

/** What a booker who cannot be shown (suspended, leaving) is called. */
export const UNSHOWN_MEMBER = { username: '', displayName: 'A member' };

type Timed = { at: number | null; item: ConPlanItem };

function shootItem(
  kind: 'shoot' | 'photographing',
  row: { starts_at: number; ends_at: number; place: string },
  zone: string,
  extra: Pick<ConPlanItem, 'priceCents' | 'person'>,
): Timed {
  const at = Number(row.starts_at);
  return {
    at,
    item: {
      kind,
      startsAt: toZonedIso(at, zone),
      time: timeOfDay(at, zone),
      endTime: timeOfDay(Number(row.ends_at), zone),
      place: row.place,
      group: null,
      meetup: null,
      ...extra,
    },
  };
}

/**
 * The plan's days: each day of the con with something on, in order; a day's items (shoots and
 * meetups) by time, the
 * groups (no time) last. A group for the whole con goes on every day the member goes, or under
 * "Any day" (day null) when they go on none.
 */
export function planDays(con: ConventionSummary, zone: string, rows: PlanRows, userId: number): ConPlanDay[] {
  const byDay = new Map<string | null, Timed[]>();
  const add = (day: string | null, timed: Timed) => byDay.set(day, [...(byDay.get(day) ?? []), timed]);
  const free = new Map<string, number>();
  for (const row of rows.booked)
    add(
      row.day,
      shootItem('shoot', row, zone, {
        priceCents: Number(row.price_cents),
        person: { username: row.username, displayName: displayName(row) },
      }),
    );
  for (const row of rows.hosted) {
    if (row.booked_by === null) {
      free.set(row.day, (free.get(row.day) ?? 0) + 1);
      continue;
    }
    const person = row.b_username
      ? {
          username: row.b_username,
          displayName: displayName({
            username: row.b_username,
            firstname: row.b_firstname ?? '',
            lastname: row.b_lastname ?? '',
          }),
        }
      : UNSHOWN_MEMBER;
    add(row.day, shootItem('photographing', row, zone, { priceCents: null, person }));
  }
  for (const row of rows.meetups) {
    if (row.day === null) continue;
    const at = Number(row.starts_at);
    add(row.day, {
      at,
      item: {
        kind: 'meetup',
        startsAt: toZonedIso(at, zone),
        time: timeOfDay(at, zone),
        endTime: timeOfDay(Number(row.ends_at), zone),
        place: row.venue,
        priceCents: null,
        person: null,
        group: null,
        meetup: { id: row.id, title: row.title },
      },
    });
  }
  const goingDays = rows.cosplans.map((c) => c.day).filter((d) => con.days.includes(d));
  for (const row of rows.groups) {
    const item: ConPlanItem = {
      kind: 'group',
      startsAt: null,
      time: null,
      endTime: null,
      place: '',
      priceCents: null,
      person: null,
      group: {
        id: row.id,
        title: row.title,
        series: row.series,
        character: row.character ?? null,
        pending: row.status === 'pending',
        lead: row.lead_id === userId,
      },
      meetup: null,
    };
    const days = row.day ? [row.day] : goingDays.length ? goingDays : [null];
    for (const day of days) add(day, { at: null, item });
  }
  const cosplanOf = (day: string | null) => {
    const row = rows.cosplans.find((c) => c.day === day);
    return row && (row.character || row.series) ? { character: row.character, series: row.series } : null;
  };
  const order = [...con.days, null];
  return order
    .filter((day) => byDay.has(day) || (day !== null && (goingDays.includes(day) || free.has(day))))
    .map((day) => ({
      day,
      cosplan: cosplanOf(day),
      freeSlots: day ? (free.get(day) ?? 0) : 0,
      items: (byDay.get(day) ?? [])
        .sort((a, b) => (a.at ?? Number.POSITIVE_INFINITY) - (b.at ?? Number.POSITIVE_INFINITY))
        .map((t) => t.item),
    }));
}
