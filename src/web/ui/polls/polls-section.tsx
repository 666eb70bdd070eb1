import { lazy, Suspense } from 'react';
import type { PollSubject } from '../../lib/polls-api';
import { PartBoundary } from '../part-boundary';
import '../offline-banner.css';

// The polls, their vote forms and the "Start a poll" form load after the page they are on.
const PollList = lazy(() => import('./poll-list'));

/** Where the polls would be when their code could not be fetched (offline before it was ever loaded). */
const unavailable = (
  <p className="offline-banner" role="status">
    The polls could not be loaded. They need a connection: open this page again when you are online.
  </p>
);

/**
 * The polls of a group or an event. `timeZone` is the zone their times read in (the event's; the
 * club's for a group).
 */
export function PollsSection({ subject, timeZone }: { subject: PollSubject; timeZone?: string }) {
  return (
    <PartBoundary fallback={unavailable}>
      <Suspense fallback={null}>
        <PollList subject={subject} timeZone={timeZone ?? 'America/Chicago'} />
      </Suspense>
    </PartBoundary>
  );
}
