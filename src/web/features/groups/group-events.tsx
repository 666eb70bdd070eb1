import type { GroupDetail } from '../../../shared/api/groups';
import { errorMessage } from '../../lib/error-message';
import { useGroupEvents } from '../../lib/groups-api';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorText } from '../../ui/error-text';
import { EventRowList } from '../../ui/event-row';

/** The group's coming events, and hosting one (any active member may). */
export function GroupEvents({ group }: { group: GroupDetail }) {
  const events = useGroupEvents(group.slug);
  const canHost = group.membership?.state === 'active';
  const host = canHost && (
    <ButtonLink variant="secondary" to={`/events/new?group=${encodeURIComponent(group.slug)}`}>
      Host an event in this group
    </ButtonLink>
  );
  return (
    <section className="group-tab-panel" aria-labelledby="group-events-title">
      <div className="group-panel-head">
        <h2 id="group-events-title">Coming events</h2>
        {host}
      </div>
      {events.isPending && <p className="groups-muted">Loading the events…</p>}
      {events.isError && (
        <ErrorText>{errorMessage(events.error, 'The events could not be loaded.')}</ErrorText>
      )}
      {events.data && events.data.events.length === 0 && (
        <EmptyState title="Nothing planned yet">
          {canHost
            ? 'Host the first one: a build night, a fitting, a trip to a con.'
            : 'When members plan a meetup here, it shows in this list.'}
        </EmptyState>
      )}
      {events.data && events.data.events.length > 0 && <EventRowList events={events.data.events} />}
    </section>
  );
}
