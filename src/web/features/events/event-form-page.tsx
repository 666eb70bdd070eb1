import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useGroup } from '../../lib/groups-api';
import { ButtonLink } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import NotFoundPage from '../../ui/not-found-page';
import { Page } from '../../ui/page';
import { useEvent } from './api';
import { CancelEvent } from './cancel-event';
import { EventForm } from './event-form';
import { valuesForConMeetup, valuesFromEvent } from './event-form-model';
import './event-form.css';

/** /events/new and /events/:id/edit (members only): the event form, and cancelling for its host. */
export default function EventFormPage() {
  const { id } = useParams();
  // Planned from a con page: /events/new?con=<slug>&day=<YYYY-MM-DD>.
  const [search] = useSearchParams();
  if (id === undefined)
    return <NewEvent con={search.get('con')} day={search.get('day')} groupSlug={search.get('group')} />;
  return <EditEvent id={id} />;
}

/** /events/new, from a con page (?con=&day=) or a group's page (?group=<slug>: an event of that group). */
function NewEvent({
  con,
  day,
  groupSlug,
}: {
  con: string | null;
  day: string | null;
  groupSlug: string | null;
}) {
  const group = useGroup(groupSlug ?? undefined);
  const of = group.data?.open ? { id: group.data.id, name: group.data.name } : undefined;
  return (
    <Page title="Create an event" lead="Members see it at once; public events also show on the landing page.">
      {groupSlug && group.isPending ? (
        <p>Loading the group…</p>
      ) : (
        <EventForm initial={valuesForConMeetup(con, day)} group={of} />
      )}
    </Page>
  );
}

function EditEvent({ id }: { id: string }) {
  const event = useEvent(id);
  if (event.error instanceof ApiError && (event.error.status === 404 || event.error.status === 400)) {
    return <NotFoundPage />;
  }
  if (!event.data) {
    return (
      <Page title="Edit event">
        {event.isPending && <p>Loading the event…</p>}
        {event.isError && (
          <ErrorText>{errorMessage(event.error, 'The event could not be loaded.')}</ErrorText>
        )}
      </Page>
    );
  }
  const data = event.data;
  if (!data.canEdit || data.cancelledAt) {
    return (
      <Page
        title="Edit event"
        lead={data.cancelledAt ? 'This event was cancelled.' : 'Only its host or an organiser can change it.'}
      >
        <ButtonLink variant="secondary" to={`/events/${data.id}`}>
          Back to the event
        </ButtonLink>
      </Page>
    );
  }
  return (
    <Page title="Edit event" lead={data.title}>
      <EventForm
        key={data.id}
        initial={valuesFromEvent(data)}
        eventId={data.id}
        currentCover={data.cover}
        inSeries={Boolean(data.series)}
      />
      <CancelEvent eventId={data.id} title={data.title} />
    </Page>
  );
}
