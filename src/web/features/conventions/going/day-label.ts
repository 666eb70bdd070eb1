const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A con day (YYYY-MM-DD, a calendar day: read in UTC so no zone shifts it): "Saturday". */
export const weekday = (day: string) => WEEKDAY.format(new Date(`${day}T00:00:00Z`));

/** "Aug 1". */
export const shortDate = (day: string) => SHORT.format(new Date(`${day}T00:00:00Z`));
