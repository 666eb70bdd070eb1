import { DEFAULT_EVENT_TIME_ZONE } from '../../../shared/api/events';
import { zoneOfState } from '../../../shared/time/state-zones';

/** The zones of the United States, by the names people use; anything else is "Other…". */
export const US_TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern (New York, Detroit)' },
  { value: DEFAULT_EVENT_TIME_ZONE, label: 'Central (Chicago)' },
  { value: 'America/Denver', label: 'Mountain (Denver)' },
  { value: 'America/Phoenix', label: 'Arizona (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
] as const;

export const OTHER_ZONE = 'other';

export function isListedZone(zone: string): boolean {
  return US_TIME_ZONES.some((z) => z.value === zone);
}

export { zoneOfState };
