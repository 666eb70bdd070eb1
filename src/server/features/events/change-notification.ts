import type { EventRow, EventValues } from '../../db/events-repo';
import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { type Occurrence, queueNotification } from '../../notify/queue-notification';

/** The facts attendees plan around: a change of any of these is worth telling them. */
const PLACE_AND_NAME = ['title', 'venue', 'address', 'city', 'state', 'url'] as const;

/** Whether the edit links the event to another con or con day (or unlinks it). */
export function conLinkChanged(before: EventRow, after: EventValues): boolean {
  return (
    (before.convention_id ?? null) !== (after.convention_id ?? null) ||
    (before.con_day ?? null) !== (after.con_day ?? null)
  );
}

/**
 * 'moved' (its time changed: a new con day always moves the start), 'changed' (its name, place or
 * con), or null (nothing attendees plan by).
 */
export function attendeeChange(before: EventRow, after: EventValues): 'moved' | 'changed' | null {
  if (Number(before.starts_at) !== after.starts_at || Number(before.ends_at) !== after.ends_at)
    return 'moved';
  if (PLACE_AND_NAME.some((field) => (after[field] ?? '') !== (before[field] ?? ''))) return 'changed';
  if (conLinkChanged(before, after)) return 'changed';
  return null;
}

/** Members going or maybe hear that the event changed, moved or was cancelled (one unread row per event). */
export function queueEventChange(
  deps: AppDeps,
  trx: Trx,
  eventId: number,
  actorId: number,
  change: 'moved' | 'changed' | 'cancelled',
): Promise<void> {
  const occurrence: Occurrence = {
    type: 'event-changed',
    subjectKind: 'event',
    subjectId: eventId,
    groupKey: `event-changed:${eventId}`,
    actorId,
    data: { change },
    to: { rule: 'event-attendees', eventId },
  };
  return queueNotification(deps, occurrence, { trx });
}

/** The host hears who is going (grouped per event: "Ada and 3 others are going to …"). */
export function queueRsvpNotification(deps: AppDeps, eventId: number, memberId: number): Promise<void> {
  return queueNotification(deps, {
    type: 'event-rsvp',
    subjectKind: 'event',
    subjectId: eventId,
    groupKey: `event-rsvp:${eventId}`,
    actorId: memberId,
    data: {},
    to: { rule: 'event-host', eventId },
  });
}
