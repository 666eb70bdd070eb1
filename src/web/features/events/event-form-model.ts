import {
  DEFAULT_EVENT_TIME_ZONE,
  DEFAULT_OFFER_HOURS,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  type EventDetail,
  type EventRequest,
  eventBody,
} from '../../../shared/api/events';
import { NO_REPEAT, type RepeatChoice, repeatOfEvent, toRepeat } from './repeat-model';
import { isListedZone, OTHER_ZONE, zoneOfState } from './time-zones';
import { instantToZoned, knownTimeZone, zonedToInstant } from './zoned-time';

/** What the form holds: text as typed, the times as a local date and time in the chosen zone. */
export interface EventFormValues {
  title: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** One of the listed US zones, or 'other' with `otherZone` typed in. */
  zoneChoice: string;
  otherZone: string;
  venue: string;
  address: string;
  city: string;
  state: string;
  url: string;
  description: string;
  visibility: 'public' | 'members';
  capacity: string;
  /** Hours a freed seat is held for the next on the waitlist (a choice of OFFER_HOURS). */
  offerHours: string;
  /** A meetup at a con: its slug and the chosen day (YYYY-MM-DD), or '' for none. */
  conSlug: string;
  conDay: string;
  /** How it repeats ('' = does not), and its end: a last date or a number of times (repeat-model.ts). */
  repeats: RepeatChoice;
  repeatEnd: 'until' | 'count';
  repeatUntil: string;
  repeatCount: string;
}
export type EventField = keyof EventFormValues;
export type EventFormErrors = Partial<Record<EventField, string>>;

/** Form order: the first field with an error gets the focus. */
export const FIELD_ORDER: readonly EventField[] = [
  'title',
  'conSlug',
  'conDay',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'zoneChoice',
  'otherZone',
  'venue',
  'address',
  'city',
  'state',
  'url',
  'description',
  'visibility',
  'capacity',
  'repeats',
  'repeatUntil',
  'repeatCount',
  'offerHours',
];

export const eventFieldId = (field: EventField) => `event-${field}`;

export function emptyEventValues(): EventFormValues {
  return {
    title: '',
    startDate: '',
    startTime: '18:00',
    endDate: '',
    endTime: '21:00',
    zoneChoice: DEFAULT_EVENT_TIME_ZONE,
    otherZone: '',
    venue: '',
    address: '',
    city: '',
    state: '',
    url: '',
    description: '',
    visibility: 'public',
    capacity: '',
    offerHours: String(DEFAULT_OFFER_HOURS),
    conSlug: '',
    conDay: '',
    ...NO_REPEAT,
  };
}

/**
 * A new event planned from a con page (/events/new?con=…&day=…): the con and day chosen, the
 * dates on that day. Anything else in the address is ignored.
 */
export function valuesForConMeetup(slug: string | null, day: string | null): EventFormValues {
  const values = emptyEventValues();
  if (!slug || !/^[a-z0-9-]+$/.test(slug)) return values;
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return { ...values, conSlug: slug };
  return withConDay({ ...values, conSlug: slug }, day);
}

/** The form once a con day is chosen: the start and end dates move to it (the times stay). */
export function withConDay(values: EventFormValues, day: string): EventFormValues {
  if (!day) return { ...values, conDay: '' };
  return { ...values, conDay: day, startDate: day, endDate: day };
}

/** An event as the edit form starts: its times in its own zone. */
export function valuesFromEvent(event: EventDetail): EventFormValues {
  const start = instantToZoned(event.startsAt, event.timeZone);
  const end = instantToZoned(event.endsAt, event.timeZone);
  const listed = isListedZone(event.timeZone);
  return {
    title: event.title,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    zoneChoice: listed ? event.timeZone : OTHER_ZONE,
    otherZone: listed ? '' : event.timeZone,
    venue: event.venue,
    address: event.address,
    city: event.city,
    state: event.state,
    url: event.url,
    description: event.description,
    visibility: event.visibility,
    capacity: event.capacity === null ? '' : String(event.capacity),
    offerHours: String(event.offerHours),
    conSlug: event.convention?.slug ?? '',
    conDay: event.convention?.day ?? '',
    ...repeatOfEvent(event),
  };
}

export function chosenZone(values: EventFormValues): string {
  return values.zoneChoice === OTHER_ZONE ? values.otherZone.trim() : values.zoneChoice;
}

/** The zone an event in this state gets unless its host chooses one (Central without a state). */
export function defaultZone(state: string): string {
  return zoneOfState(state) ?? DEFAULT_EVENT_TIME_ZONE;
}

/** Whether the form's zone is one the host chose rather than its state's default (an edit's, say). */
export function zoneWasChosen(values: EventFormValues): boolean {
  return chosenZone(values) !== defaultZone(values.state);
}

/**
 * The form once a state is chosen: the zone follows the state's own zone (Ohio → Eastern), unless
 * the host chose a zone, or the state has none (an online event keeps its zone).
 */
export function withState(values: EventFormValues, state: string, zoneChosen: boolean): EventFormValues {
  const zone = zoneOfState(state);
  if (zoneChosen || zone === undefined) return { ...values, state };
  return { ...values, state, zoneChoice: zone, otherZone: '' };
}

/** The schema's path → the form field that shows its message. */
const FIELD_OF_PATH: Record<string, EventField> = {
  startsAt: 'startDate',
  endsAt: 'endDate',
  timeZone: 'zoneChoice',
  convention: 'conDay',
  repeat: 'repeatCount',
};

/** The schema's messages where they are written for people; zod's generic ones reworded. */
function friendly(
  key: string,
  issue: { code: string; message: string; maximum?: unknown; origin?: unknown },
) {
  if (key === 'capacity') {
    return `Give a whole number from 1 to ${EVENT_LIMITS.capacity.toLocaleString('en-US')}, or leave it empty.`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return `Keep it to ${issue.maximum} characters.`;
  return issue.message;
}

/**
 * The request the form sends, checked with the same schema the server uses (plus the server's
 * rules on the times), or the errors to show next to each field.
 */
export function toEventRequest(values: EventFormValues): { body?: EventRequest; errors: EventFormErrors } {
  const errors: EventFormErrors = {};
  const typed = chosenZone(values);
  const known = knownTimeZone(typed);
  const zoneOk = known !== undefined;
  // The canonical spelling ('america/chicago' → 'America/Chicago') is what is sent.
  const zone = known ?? typed;
  if (!zoneOk)
    errors[values.zoneChoice === OTHER_ZONE ? 'otherZone' : 'zoneChoice'] = EVENT_MESSAGES.badTimeZone;
  const instant = (date: string, time: string, which: 'start' | 'end') => {
    const dateField = which === 'start' ? 'startDate' : 'endDate';
    const timeField = which === 'start' ? 'startTime' : 'endTime';
    if (!date) errors[dateField] = `Choose the day it ${which === 'start' ? 'starts' : 'ends'}.`;
    if (!time) errors[timeField] = `Choose the time it ${which === 'start' ? 'starts' : 'ends'}.`;
    if (!date || !time || !zoneOk) return '';
    const iso = zonedToInstant(date, time, zone);
    if (!iso) errors[dateField] = 'Give a real date, like 2026-03-08.';
    return iso ?? '';
  };
  const startsAt = instant(values.startDate, values.startTime, 'start');
  const endsAt = instant(values.endDate, values.endTime, 'end');
  if (startsAt && endsAt && !errors.endDate) {
    const length = Date.parse(endsAt) - Date.parse(startsAt);
    if (length <= 0) errors.endDate = EVENT_MESSAGES.endsBeforeStart;
    else if (length > EVENT_LIMITS.maxDays * 86_400_000) errors.endDate = EVENT_MESSAGES.tooLong;
  }
  if (values.conSlug && !values.conDay) errors.conDay = 'Choose the day of the convention.';
  else if (values.conDay && values.startDate && values.startDate !== values.conDay && !errors.startDate)
    errors.startDate = EVENT_MESSAGES.notOnConDay;
  const capacityText = values.capacity.trim();
  const capacity =
    capacityText === '' ? null : /^\d+$/.test(capacityText) ? Number(capacityText) : Number.NaN;
  const body: EventRequest = {
    title: values.title,
    startsAt,
    endsAt,
    timeZone: zone,
    venue: values.venue,
    address: values.address,
    city: values.city,
    state: values.state,
    url: values.url,
    description: values.description,
    visibility: values.visibility,
    capacity,
    offerHours: Number(values.offerHours),
    convention: values.conSlug ? { slug: values.conSlug, day: values.conDay } : null,
    repeat: toRepeat(values, errors),
  };
  const parsed = eventBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      // A time left out was already explained (a missing date, an unknown zone).
      if ((key === 'startsAt' && !startsAt) || (key === 'endsAt' && !endsAt)) continue;
      const field = FIELD_OF_PATH[key] ?? (key as EventField);
      if (FIELD_ORDER.includes(field) && !errors[field] && !(field === 'zoneChoice' && errors.otherZone)) {
        errors[field] = friendly(key, issue as Parameters<typeof friendly>[1]);
      }
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data, errors };
}

export function firstError(errors: EventFormErrors): EventField | undefined {
  return FIELD_ORDER.find((field) => errors[field]);
}
