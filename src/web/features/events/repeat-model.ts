import {
  SERIES_LIMITS,
  SERIES_MESSAGES,
  type SeriesFrequencyName,
  type SeriesRepeat,
} from '../../../shared/api/event-series';
import type { EventDetail, EventSummary } from '../../../shared/api/events';

/** '' (does not repeat) or how it repeats. */
export type RepeatChoice = '' | SeriesFrequencyName;

export const NO_REPEAT = {
  repeats: '' as RepeatChoice,
  repeatEnd: 'count' as 'until' | 'count',
  repeatUntil: '',
  repeatCount: '12',
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

function facts(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const inMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { weekday: WEEKDAYS[day.getUTCDay()] ?? '', day: d, nth: Math.ceil(d / 7), isLast: d + 7 > inMonth };
}

const ordinalDay = (n: number) => {
  const tail =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${tail}`;
};

/** How a rule reads, from its first date: "Every second Saturday", "Every week on Thursday". */
export function repeatLabel(frequency: SeriesFrequencyName, firstDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDate)) return '';
  const f = facts(firstDate);
  switch (frequency) {
    case 'weekly':
      return `Every week on ${f.weekday}`;
    case 'biweekly':
      return `Every two weeks on ${f.weekday}`;
    case 'monthly-day':
      return `Every month on the ${ordinalDay(f.day)}`;
    case 'monthly-weekday':
      return `Every ${ORDINALS[f.nth - 1]} ${f.weekday}`;
    case 'monthly-last-weekday':
      return `Every last ${f.weekday}`;
  }
}

/** The choices the form offers for a start date (a fifth weekday only as "last"). */
export function repeatOptions(startDate: string): { value: RepeatChoice; label: string }[] {
  const none = { value: '' as RepeatChoice, label: 'Does not repeat' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return [none];
  const f = facts(startDate);
  const all: SeriesFrequencyName[] = ['weekly', 'biweekly', 'monthly-day'];
  if (f.nth <= 4) all.push('monthly-weekday');
  if (f.isLast) all.push('monthly-last-weekday');
  return [none, ...all.map((value) => ({ value, label: repeatLabel(value, startDate) }))];
}

/** An occurrence's series as the edit form starts. */
export function repeatOfEvent(event: EventDetail) {
  const series = event.series;
  if (!series) return NO_REPEAT;
  return {
    repeats: series.frequency as RepeatChoice,
    repeatEnd: series.untilDate !== null ? ('until' as const) : ('count' as const),
    repeatUntil: series.untilDate ?? '',
    repeatCount: series.count === null ? '12' : String(series.count),
  };
}

/** The request's `repeat`, or null; errors go next to the end's fields. */
export function toRepeat(
  values: { repeats: RepeatChoice; repeatEnd: 'until' | 'count'; repeatUntil: string; repeatCount: string },
  errors: Partial<Record<'repeatUntil' | 'repeatCount', string>>,
): SeriesRepeat | null {
  if (values.repeats === '') return null;
  if (values.repeatEnd === 'until') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.repeatUntil)) errors.repeatUntil = SERIES_MESSAGES.needsEnd;
    return { frequency: values.repeats, until: values.repeatUntil, count: null };
  }
  const count = Number(values.repeatCount);
  if (!/^\d+$/.test(values.repeatCount.trim()) || count < 1 || count > SERIES_LIMITS.maxCount)
    errors.repeatCount = `Give a whole number from 1 to ${SERIES_LIMITS.maxCount}.`;
  return { frequency: values.repeats, until: null, count: Number.isFinite(count) ? count : null };
}

/** "Every second Saturday" for a card or page, or '' for a one-off event. */
export function seriesLabel(event: Pick<EventSummary, 'series'>): string {
  return event.series ? repeatLabel(event.series.frequency, event.series.firstDate) : '';
}
