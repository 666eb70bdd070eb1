/** "Saturday, Aug 1" for a con day (YYYY-MM-DD, a calendar date: read in UTC so it never shifts). */
export function dayLabel(day: string | null): string {
  if (!day) return 'Whole con';
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
