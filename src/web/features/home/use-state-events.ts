import { useQuery } from '@tanstack/react-query';
import type { EventStates } from '../../../shared/api/events';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';

export type StateEvents = EventStates['results'][number];

/** Turns the server's list into the map's lookup: state name → its coming events. */
export function toStateEvents(answer: EventStates): Record<string, StateEvents> {
  const byState: Record<string, StateEvents> = {};
  for (const entry of answer.results) byState[entry.state] = entry;
  return byState;
}

/** Coming public events per state for the home page map (GET /api/events/states). */
export function useStateEvents() {
  const session = useSession();
  return useQuery({
    queryKey: ['events', 'states'],
    // As for the event lists: a member who may have just made an event asks the server again.
    queryFn: ({ signal }) =>
      api('/events/states', { signal, cache: session ? 'no-cache' : undefined, check: 'eventStates' }),
    select: toStateEvents,
    staleTime: 60_000,
  });
}
