/**
 * Splits a comma-separated list, trims the items and drops empty ones. Its own module so that
 * pages which only show lists do not load the field rules of profile-fields.
 */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
