const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

const parts = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return { year: at.getUTCFullYear(), month: MONTH.format(at), date: at.getUTCDate() };
};

/**
 * A con's dates as a line: "Apr 24–26, 2027", "Apr 30 – May 2, 2027", "Dec 30, 2027 – Jan 1, 2028",
 * or "Dates to be announced". Days are calendar days (UTC here), never shifted by the viewer's zone.
 */
export function conDates(startsOn: string | null, endsOn: string | null): string {
  if (!startsOn || !endsOn) return 'Dates to be announced';
  const a = parts(startsOn);
  const b = parts(endsOn);
  if (startsOn === endsOn) return `${a.month} ${a.date}, ${a.year}`;
  if (a.year !== b.year) return `${a.month} ${a.date}, ${a.year} – ${b.month} ${b.date}, ${b.year}`;
  if (a.month !== b.month) return `${a.month} ${a.date} – ${b.month} ${b.date}, ${b.year}`;
  return `${a.month} ${a.date}–${b.date}, ${b.year}`;
}
