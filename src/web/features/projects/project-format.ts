import type { Pacing } from '../../../shared/api/projects';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50" from whole cents. */
export const money = (cents: number) => USD.format(cents / 100);

/**
 * Cents from what a member types as dollars: "$120.50", "120", "1,200", " 12.5 ". Null for an
 * empty field; NaN for anything that is not an amount (the form says so).
 */
export function dollarsToCents(typed: string): number | null {
  const text = typed
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');
  if (text === '') return null;
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** What a cents amount looks like in a dollars field: 12050 → "120.50", 12000 → "120". */
export function centsToDollars(cents: number | null): string {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** "1 h 47 min", "41 h", "30 min", "0 min". */
export function duration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "23 days left · 41 h of tasks left · about 1 h 47 min a day", or how long ago the day passed. */
export function pacingLine(pacing: Pacing): string {
  const parts: string[] = [];
  const days = pacing.daysLeft;
  if (days !== null) {
    if (days > 0) parts.push(`${plural(days, 'day')} left`);
    else if (days === 0) parts.push('The day is today');
    else parts.push(`The day passed ${plural(-days, 'day')} ago`);
  }
  parts.push(`${duration(pacing.remainingMinutes)} of tasks left`);
  if (pacing.minutesPerDay !== null && pacing.remainingMinutes > 0) {
    parts.push(`about ${duration(pacing.minutesPerDay)} a day`);
  }
  return parts.join(' · ');
}

const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "May 23, 2026" from a calendar day (never shifted by the viewer's zone). */
export function dayLabel(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? day : DAY.format(at);
}

/** "Raiden Shogun · Genshin Impact", whichever of the two there is. */
export const characterLine = (character: string, series: string) =>
  [character, series].filter(Boolean).join(' · ');

/**
 * A log entry's text without its markup, shortened: the sanitised HTML is parsed in an inert
 * document (nothing in it runs or loads), and only its text is kept.
 */
export function snippet(html: string, body: string, max = 180): string {
  let text = body;
  if (html && typeof DOMParser !== 'undefined') {
    // A space after each block, so two paragraphs do not run into one word.
    const spaced = html.replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
    text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? body;
  }
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
