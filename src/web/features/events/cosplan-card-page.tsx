import { useParams } from 'react-router';
import type { EventDetail } from '../../../shared/api/events';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { formatEventWhen } from '../../lib/event-time';
import { useSession } from '../../lib/session';
import { Avatar } from '../../ui/avatar';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorText } from '../../ui/error-text';
import { eventPlace } from '../../ui/event-row';
import { LogoMark } from '../../ui/logo';
import NotFoundPage from '../../ui/not-found-page';
import { Page } from '../../ui/page';
import { QrImage } from '../../ui/qr-image';
import { useEvent, useMyPhoto } from './api';
import '../../ui/print-sheet.css';
import './cosplan-card.css';

/**
 * /events/:id/card — a member's cosplan card for an event they answered: their photo, the
 * character they will wear, the event, the club's mark and a QR code to the event's page. Made to
 * print on an A6 or 4×6 card (see the print rules in cosplan-card.css).
 */
export default function CosplanCardPage() {
  const { id } = useParams();
  const event = useEvent(id);
  if (event.error instanceof ApiError && (event.error.status === 404 || event.error.status === 400)) {
    return <NotFoundPage />;
  }
  if (!event.data) {
    return (
      <Page title="Cosplan card">
        {event.isPending && <p>Loading your card…</p>}
        {event.isError && (
          <ErrorText>{errorMessage(event.error, 'The event could not be loaded.')}</ErrorText>
        )}
      </Page>
    );
  }
  return <CardView event={event.data} />;
}

function CardView({ event }: { event: EventDetail }) {
  const session = useSession();
  const me = useMyPhoto(session?.userid);
  const rsvp = event.myRsvp;
  const back = (
    <ButtonLink variant="secondary" to={`/events/${event.id}`}>
      Back to the event
    </ButtonLink>
  );
  if (!rsvp || rsvp.status === 'no') {
    return (
      <Page title="Cosplan card">
        <EmptyState title="Say you’re coming first" action={back}>
          <p>
            Your card shows who you will cosplay at {event.title}. Answer “going” or “maybe” on the event’s
            page.
          </p>
        </EmptyState>
      </Page>
    );
  }
  const person = me.data ?? { image: '', firstname: '', lastname: '', username: session?.username ?? '' };
  const name = `${person.firstname} ${person.lastname}`.trim() || person.username;
  const eventUrl = `${window.location.origin}/events/${event.id}`;
  const place = eventPlace(event);
  return (
    <Page
      title="Cosplan card"
      lead="Print it for your badge holder, or show it on your phone."
      className="cosplan-page print-sheet"
      wide
    >
      <div className="print-sheet-layout">
        <article className="cosplan-card print-sheet-card" aria-label={`Cosplan card for ${event.title}`}>
          <header className="cosplan-card-band">
            <LogoMark className="cosplan-card-logo" />
            <span className="cosplan-card-club">Midwest Cosplay &amp; Maker Club</span>
          </header>
          <div className="cosplan-card-photo">
            {person.image ? (
              <img src={person.image} alt={name} width={400} height={400} />
            ) : (
              <Avatar member={person} />
            )}
          </div>
          <div className="cosplan-card-body">
            <p className="cosplan-card-kicker">{rsvp.status === 'going' ? 'Coming as' : 'Maybe coming as'}</p>
            <p className="cosplan-card-character">{rsvp.cosplan || 'A surprise'}</p>
            <p className="cosplan-card-name">{name}</p>
            <div className="cosplan-card-event">
              <div>
                <p className="cosplan-card-title">{event.title}</p>
                <p>{formatEventWhen(event.startsAt, event.endsAt, event.timeZone)}</p>
                {place && <p>{place}</p>}
              </div>
              <QrImage className="cosplan-card-qr" value={eventUrl} label={`QR code: ${eventUrl}`} />
            </div>
          </div>
        </article>
        <aside className="print-sheet-aside" aria-label="Printing">
          <h2>Print it</h2>
          <p>
            It fills one A6 or 4×6 page: choose that paper size and no margins. Card stock makes it last the
            whole weekend.
          </p>
          <p>The QR code opens this event’s page, so new friends can find it.</p>
          <div className="cta-row">
            <Button onClick={() => window.print()}>Print</Button>
            {back}
          </div>
        </aside>
      </div>
    </Page>
  );
}
