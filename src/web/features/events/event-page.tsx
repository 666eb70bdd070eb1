import { Link, useParams } from 'react-router';
import { EVENT_MESSAGES, type EventDetail } from '../../../shared/api/events';
import { conDayName } from '../../../shared/time/convention-times';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { eventDay } from '../../lib/event-time';
import { useSession } from '../../lib/session';
import { useTitle } from '../../lib/use-title';
import { Avatar } from '../../ui/avatar';
import { ButtonLink } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { CommentsSection } from '../../ui/comments/comments-section';
import { ErrorText } from '../../ui/error-text';
import NotFoundPage from '../../ui/not-found-page';
import { OfflineBanner } from '../../ui/offline-banner';
import { PageHeader } from '../../ui/page';
import { PollsSection } from '../../ui/polls/polls-section';
import { ShareLink } from '../../ui/share-link';
import { AddToCalendar } from './add-to-calendar';
import { useEvent } from './api';
import { AttendeeList } from './attendee-list';
import { CancelEvent } from './cancel-event';
import { isFull } from './event-card';
import { EventCover } from './event-cover';
import { EventFacts } from './event-facts';
import { LinkedText } from './linked-text';
import { personName } from './person';
import { RsvpPanel } from './rsvp-panel';
import { SeriesDates } from './series-dates';
import { WaitlistManager } from './waitlist-manager';
import './event-page.css';

/** /events/:id — one event: when and where, who is going, and the member's own answer. */
export default function EventPage() {
  const { id } = useParams();
  const event = useEvent(id);
  useTitle(event.data?.title ?? 'Event');
  if (event.error instanceof ApiError && (event.error.status === 404 || event.error.status === 400)) {
    return <NotFoundPage />;
  }
  if (!event.data) {
    return (
      <section className="page page-wide event-page" aria-labelledby="page-title" aria-busy={event.isPending}>
        <PageHeader title={event.isPending ? 'Loading the event…' : 'Event'} />
        {event.isError && (
          <ErrorText>{errorMessage(event.error, 'The event could not be loaded.')}</ErrorText>
        )}
      </section>
    );
  }
  return <EventView event={event.data} />;
}

function EventView({ event }: { event: EventDetail }) {
  const session = useSession();
  const cancelled = event.cancelledAt !== null;
  const over = Date.parse(event.endsAt) <= Date.now();
  const host = personName(event.host);
  return (
    <article className="page page-wide event-page" aria-labelledby="page-title">
      <div className="event-hero">
        <EventCover cover={event.cover} seed={event.id} className="event-hero-image" eager />
      </div>
      <PageHeader
        title={event.title}
        titleClassName={cancelled ? 'event-title is-cancelled' : 'event-title'}
        lead={
          <span className="event-host">
            {event.host.thumbnail ? (
              <img className="event-host-photo" src={event.host.thumbnail} alt="" width={40} height={40} />
            ) : (
              <Avatar className="event-host-photo" member={host} />
            )}
            <span>
              Hosted by{' '}
              {event.host.username ? (
                <Link to={`/public/${encodeURIComponent(event.host.username)}`}>
                  {event.host.displayName}
                </Link>
              ) : (
                <strong>{event.host.displayName}</strong>
              )}
            </span>
          </span>
        }
        actions={
          <ShareLink url={`${location.origin}/events/${event.id}`} label="Share event">
            <AddToCalendar event={event} />
            {event.canEdit && !cancelled && (
              <ButtonLink variant="secondary" to={`/events/${event.id}/edit`}>
                Edit event
              </ButtonLink>
            )}
          </ShareLink>
        }
      />
      <OfflineBanner apiPath={`/events/${event.id}`} />
      {event.convention && (
        <p className="event-con">
          <Link to={`/cons/${encodeURIComponent(event.convention.slug)}`}>
            Meetup at {event.convention.name} · {conDayName(event.convention.day)}
          </Link>
        </p>
      )}
      {(cancelled || event.visibility === 'members' || isFull(event)) && (
        <ul className="chip-list event-chips" aria-label="About this event">
          {cancelled && (
            <li>
              <Chip tone="alert">Cancelled</Chip>
            </li>
          )}
          {!cancelled && isFull(event) && (
            <li>
              <Chip tone="alert">Full</Chip>
            </li>
          )}
          {event.visibility === 'members' && (
            <li>
              <Chip>Members only</Chip>
            </li>
          )}
        </ul>
      )}
      {cancelled && event.cancelledAt && (
        <p className="event-cancelled-note" role="status">
          This event was cancelled on {eventDay(new Date(event.cancelledAt), event.timeZone)}. The page stays
          so shared links still explain what happened.
        </p>
      )}
      <div className="event-layout">
        <div className="event-side">
          <EventFacts event={event} />
          <SeriesDates event={event} />
          {over && !cancelled && <p className="event-muted">{EVENT_MESSAGES.over}</p>}
          {session
            ? !cancelled && !over && <RsvpPanel event={event} />
            : !cancelled &&
              !over && (
                <section className="card rsvp-card" aria-labelledby="rsvp-title">
                  <h2 id="rsvp-title">Are you going?</h2>
                  <p>Members say whether they are coming and who they will cosplay.</p>
                  <ButtonLink to="/login" state={{ from: `/events/${event.id}`, ended: false }}>
                    Log in to RSVP
                  </ButtonLink>
                </section>
              )}
        </div>
        <div className="event-main">
          <section aria-labelledby="about-title">
            <h2 id="about-title">About this event</h2>
            {event.description ? (
              <LinkedText className="event-description" text={event.description} />
            ) : (
              <p className="event-muted">The host has not written anything more yet.</p>
            )}
          </section>
          <AttendeeList event={event} />
          {event.canEdit && !cancelled && !over && <WaitlistManager event={event} />}
          <PollsSection subject={{ kind: 'event', id: event.id }} timeZone={event.timeZone} />
          <CommentsSection subject={{ kind: 'event', id: String(event.id) }} />
          {event.canEdit && !cancelled && (
            <CancelEvent eventId={event.id} title={event.title} occurrence={Boolean(event.series)} />
          )}
        </div>
      </div>
    </article>
  );
}
