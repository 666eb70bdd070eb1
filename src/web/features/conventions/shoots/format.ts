/** "Free" or "$15" / "$12.50". */
export const price = (cents: number) =>
  cents === 0 ? 'Free' : `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

/** "Sat, May 16" for a con day (YYYY-MM-DD, a calendar date: no zone applies). */
export const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
