import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { type EventListQuery, useEventList } from '../../lib/events-api';
import { parsePage } from '../../lib/page-params';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorText } from '../../ui/error-text';
import { Pager } from '../../ui/pager';
import { EventCardGrid } from './event-card';

const UPCOMING_PER_PAGE = 12;
const PAST_PER_PAGE = 6;

/** One list of events (upcoming or past) with its own page in the address (?page= or ?past=). */
function EventSection({
  title,
  id,
  query,
  pageParam,
  perPage,
  empty,
}: {
  title: string;
  id: string;
  query: EventListQuery;
  pageParam: 'page' | 'past';
  perPage: number;
  empty: React.ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get(pageParam));
  const list = useEventList({ ...query, page, limit: perPage });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / perPage));
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(pageParam, String(next));
      return updated;
    });
  return (
    <section className="events-section" aria-labelledby={id} aria-busy={list.isFetching}>
      <h2 id={id}>{title}</h2>
      {list.isPending && <p className="events-status">Loading events…</p>}
      {list.isError && (
        <div className="events-status">
          <ErrorText>{errorMessage(list.error, 'The events could not be loaded.')}</ErrorText>
          <Button variant="secondary" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {list.data && list.data.events.length === 0 && empty}
      {list.data && list.data.events.length > 0 && <EventCardGrid events={list.data.events} />}
      {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} label={`${title} pages`} />}
    </section>
  );
}

/** Upcoming events (soonest first), then past ones (newest first). */
export function EventLists({ state, signedIn }: { state: string; signedIn: boolean }) {
  const where = state ? ` in ${state}` : '';
  return (
    <>
      <EventSection
        title={`Upcoming${where}`}
        id="upcoming-title"
        query={{ state: state || undefined }}
        pageParam="page"
        perPage={UPCOMING_PER_PAGE}
        empty={
          <EmptyState
            title={`Nothing planned${where} yet`}
            action={
              signedIn ? (
                <ButtonLink to="/events/new">Create an event</ButtonLink>
              ) : (
                <ButtonLink variant="secondary" to="/login" state={{ from: '/events/new', ended: false }}>
                  Log in to plan one
                </ButtonLink>
              )
            }
          >
            <p>A build night, a photoshoot, a trip to a convention: anyone in the club can start one.</p>
          </EmptyState>
        }
      />
      <EventSection
        title="Past events"
        id="past-title"
        query={{ state: state || undefined, past: true }}
        pageParam="past"
        perPage={PAST_PER_PAGE}
        empty={<p className="events-status">No past events{where} yet.</p>}
      />
    </>
  );
}
