import { describe, expect, it } from 'vitest';
import { STATE_NAMES } from '../../../shared/constants';
import { isListedZone, zoneOfState } from './time-zones';

describe('an event’s default time zone by state', () => {
  it('is Eastern in Ohio, Michigan and Indiana, Central in the other nine club states', () => {
    const zones = Object.fromEntries(STATE_NAMES.map((state) => [state, zoneOfState(state)]));
    expect(zones).toEqual({
      Illinois: 'America/Chicago',
      Indiana: 'America/New_York',
      Iowa: 'America/Chicago',
      Kansas: 'America/Chicago',
      Michigan: 'America/New_York',
      Minnesota: 'America/Chicago',
      Missouri: 'America/Chicago',
      Nebraska: 'America/Chicago',
      'North Dakota': 'America/Chicago',
      Ohio: 'America/New_York',
      'South Dakota': 'America/Chicago',
      Wisconsin: 'America/Chicago',
    });
  });

  it('is a zone the form lists, so the choice shows by its name rather than as “Other…”', () => {
    for (const state of STATE_NAMES) expect(isListedZone(zoneOfState(state) ?? ''), state).toBe(true);
  });

  it('is none without a state or for a name that is not a club state', () => {
    expect(zoneOfState('')).toBeUndefined();
    expect(zoneOfState('ohio')).toBeUndefined();
    expect(zoneOfState('toString')).toBeUndefined();
    expect(zoneOfState('Texas')).toBeUndefined();
  });
});
