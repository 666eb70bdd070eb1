import { Link } from 'react-router';
import type { Attendee, EventDetail } from '../../../shared/api/events';
import { Avatar } from '../../ui/avatar';
import { Chip } from '../../ui/chip';
import { personName } from './person';
import './attendee-list.css';

function AttendeeItem({ attendee }: { attendee: Attendee }) {
  return (
    <li className="attendee">
      {attendee.thumbnail ? (
        <img
          className="attendee-photo"
          src={attendee.thumbnail}
          alt=""
          width={56}
          height={56}
          loading="lazy"
        />
      ) : (
        <Avatar className="attendee-photo" member={personName(attendee)} />
      )}
      <div className="attendee-text">
        <Link className="attendee-name" to={`/public/${encodeURIComponent(attendee.username)}`}>
          {attendee.displayName}
        </Link>
        {attendee.cosplan && (
          <p className="attendee-cosplan">
            <span className="attendee-as">as</span> {attendee.cosplan}
          </p>
        )}
        {attendee.project && (
          <p className="attendee-project">
            <span className="attendee-as">wearing</span>{' '}
            <Link to={`/projects/${attendee.project.id}`}>{attendee.project.title}</Link>
          </p>
        )}
        {(attendee.status === 'maybe' || attendee.photoshoot) && (
          <ul className="chip-list" aria-label={`About ${attendee.displayName}`}>
            {attendee.status === 'maybe' && (
              <li>
                <Chip>Maybe</Chip>
              </li>
            )}
            {attendee.photoshoot && (
              <li>
                <Chip tone="accent">Photoshoot</Chip>
              </li>
            )}
          </ul>
        )}
      </div>
    </li>
  );
}

const members = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`;

/**
 * "Who's going": members going first, then those who might, each with their cosplan; members whose
 * profiles the viewer may not see are counted, not named ("and 3 more members").
 */
export function AttendeeList({ event }: { event: Pick<EventDetail, 'attendees' | 'hiddenAttendees'> }) {
  const sorted = [...event.attendees].sort(
    (a, b) => Number(a.status === 'maybe') - Number(b.status === 'maybe'),
  );
  const hidden = event.hiddenAttendees;
  return (
    <section className="attendees" aria-labelledby="attendees-title">
      <h2 id="attendees-title">Who’s going</h2>
      {sorted.length > 0 && (
        <ul className="attendee-list">
          {sorted.map((attendee) => (
            <AttendeeItem key={attendee.username} attendee={attendee} />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <p className="attendees-more">
          {sorted.length > 0
            ? `and ${hidden} more ${hidden === 1 ? 'member' : 'members'}`
            : `${members(hidden)} going or thinking about it`}
        </p>
      )}
      {sorted.length === 0 && hidden === 0 && (
        <p className="event-muted">No one has answered yet. Be the first, and say who you will cosplay.</p>
      )}
    </section>
  );
}
