import { type APIRequestContext, expect } from '@playwright/test';
import type { Member } from './fixtures';

/** "2026-03-08": a day `days` from now, as Chicago's calendar counts it. */
export function chicagoDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    Date.now() + days * 86_400_000,
  );
}

/** Start and end of an event `hours` from now, lasting `length` hours (ISO instants). */
export function hoursFromNow(hours: number, length: number): { startsAt: string; endsAt: string } {
  const start = Date.now() + hours * 3600_000;
  return {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + length * 3600_000).toISOString(),
  };
}

export interface EventSeed {
  title: string;
  startsAt: string;
  endsAt: string;
  venue?: string;
  address?: string;
  city?: string;
  state?: string;
  description?: string;
  capacity?: number;
}

/** Creates an event through the API as `host` (Chicago time, Wichita unless told) and returns its id. */
export async function createEvent(
  request: APIRequestContext,
  host: Member,
  seed: EventSeed,
): Promise<number> {
  const res = await request.post('/api/events', {
    headers: { Authorization: `Bearer ${host.token}` },
    data: { timeZone: 'America/Chicago', venue: 'Maker Hall', city: 'Wichita', state: 'Kansas', ...seed },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}
