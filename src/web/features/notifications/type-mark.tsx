/** Each kind of notification's small round mark: a picture for the eye, hidden from screen readers. */
const PATHS: Record<string, string> = {
  // A ticket: someone is going.
  'event-rsvp': 'M4 8h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM10 8v10',
  // A calendar with a mark: an event changed.
  'event-changed': 'M5 6h14v13H5zM5 10h14M9 4v4M15 4v4M10 15l2-2 2 2',
  // An alarm clock: the reminder.
  'event-reminder': 'M12 8v4l2 2M5 5l2-2M19 5l-2-2M12 20a7 7 0 1 0 0-14 7 7 0 0 0 0 14z',
  // A door open: welcome.
  'signup-approved': 'M6 20V5l8-1v17M14 4h4v16M11 12h.01',
  // A tick: a decision.
  'report-decided': 'M5 12l4 4 10-10',
  // A map pin: a newcomer in your state.
  'member-joined-state':
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  // A person with a plus: someone follows you.
  'new-follower': 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M19 8v6M16 11h6',
  // A needle and thread: a followed member's new build, log entry or tutorial.
  'followed-project': 'M5 19L19 5M16 5h3v3M4 14c3-3 6 3 9 0',
  'followed-entry': 'M5 19L19 5M16 5h3v3M4 14c3-3 6 3 9 0',
  'followed-tutorial': 'M4 5h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H4zM20 5h-4a2 2 0 0 0-2 2',
  // A calendar: a followed member's new event.
  'followed-event': 'M5 6h14v13H5zM5 10h14M9 4v4M15 4v4',
  // A flag: the organisers' queue.
  'organiser-queue': 'M6 21V4M6 4h11l-2 4 2 4H6',
};

export function TypeMark({ type }: { type: string }) {
  return (
    <span className={`type-mark type-mark-${type}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
        <path
          d={PATHS[type] ?? 'M12 4v10M12 18h.01'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
