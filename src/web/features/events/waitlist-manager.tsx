import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { EventDetail, WaitlistLine } from '../../../shared/api/events';
import { formatForPeople } from '../../../shared/time/zoned';
import { errorMessage } from '../../lib/error-message';
import { EVENTS_KEY } from '../../lib/events-api';
import { useOnline } from '../../lib/use-online';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { ErrorText } from '../../ui/error-text';
import { moveInWaitlist, useWaitlist } from './api';
import { personName } from './person';
import './waitlist.css';

type Entry = WaitlistLine['entries'][number];

/**
 * The host's view of a full event's waitlist (organisers with a passkey see it too): members in
 * line in order, each waiting or holding a seat until a time in the event's zone, moved up or down
 * with buttons that name them. The server answers the line as it is after each move.
 */
export function WaitlistManager({ event }: { event: EventDetail }) {
  const inLine = event.waitlist.waiting + event.waitlist.offered;
  const { data, isPending } = useWaitlist(event.id, inLine > 0);
  const client = useQueryClient();
  const online = useOnline();
  const [moving, setMoving] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  if (inLine === 0) return null;
  const entries = data?.entries ?? [];

  async function move(entry: Entry, position: number) {
    setMoving(entry.id);
    setError('');
    try {
      const line = await moveInWaitlist(event.id, entry.id, position);
      client.setQueryData([...EVENTS_KEY, 'waitlist', event.id], line);
      setSaid(`${entry.member.displayName} is now number ${position} on the waitlist.`);
    } catch (caught) {
      setError(errorMessage(caught, 'The waitlist could not be changed. Try again.'));
    } finally {
      setMoving(null);
    }
  }

  return (
    <section className="waitlist-manager" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">Waitlist</h2>
      <p className="event-muted">
        When a place frees up it is held for the first member waiting for {holdFor(event.offerHours)}. Move
        members to change who comes first.
      </p>
      {isPending ? (
        <p className="event-muted">Loading the waitlist…</p>
      ) : (
        <ol className="waitlist-list">
          {entries.map((entry, index) => (
            <li key={entry.id} className="waitlist-entry">
              <span className="waitlist-place" aria-hidden="true">
                {entry.place}
              </span>
              {entry.member.thumbnail ? (
                <img className="waitlist-photo" src={entry.member.thumbnail} alt="" width={44} height={44} />
              ) : (
                <Avatar className="waitlist-photo" member={personName(entry.member)} />
              )}
              <div className="waitlist-who">
                {entry.member.username ? (
                  <Link to={`/public/${encodeURIComponent(entry.member.username)}`}>
                    {entry.member.displayName}
                  </Link>
                ) : (
                  <span>{entry.member.displayName}</span>
                )}
                {entry.state === 'offered' && entry.offeredUntil ? (
                  <Chip tone="accent">
                    Offered until {formatForPeople(Date.parse(entry.offeredUntil), event.timeZone)}
                  </Chip>
                ) : (
                  <Chip>Waiting</Chip>
                )}
              </div>
              <div className="waitlist-moves">
                <Button
                  variant="quiet"
                  disabled={index === 0 || moving !== null || !online}
                  aria-label={`Move ${entry.member.displayName} up`}
                  onClick={() => move(entry, entry.place - 1)}
                >
                  ↑ Up
                </Button>
                <Button
                  variant="quiet"
                  disabled={index === entries.length - 1 || moving !== null || !online}
                  aria-label={`Move ${entry.member.displayName} down`}
                  onClick={() => move(entry, entry.place + 1)}
                >
                  ↓ Down
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <ErrorText>{error}</ErrorText>
    </section>
  );
}

/** "24 hours" reads as "a day". */
function holdFor(hours: number): string {
  if (hours < 24) return `${hours} hours`;
  return hours === 24 ? 'a day' : `${hours / 24} days`;
}
