import { useSearchParams } from 'react-router';
import { GROUP_KINDS, type GroupKind } from '../../../shared/api/groups';
import { errorMessage } from '../../lib/error-message';
import { useGroups } from '../../lib/groups-api';
import { parsePage } from '../../lib/page-params';
import { useSession } from '../../lib/session';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { Pager } from '../../ui/pager';
import { GroupCard } from './group-card';
import { GroupFilters, type GroupFilterValues } from './group-filters';
import { MyGroups } from './my-groups';
import './groups.css';

const asKind = (raw: string | null): GroupKind | '' =>
  GROUP_KINDS.includes(raw as GroupKind) ? (raw as GroupKind) : '';

/** /groups — the member's groups and invitations first, then the club's groups to find and join. */
export default function GroupsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const values: GroupFilterValues = {
    q: params.get('q') ?? '',
    kind: asKind(params.get('kind')),
    state: params.get('state') ?? '',
  };
  const page = parsePage(params.get('page'));
  const list = useGroups({ ...values, page });
  const filtered = Boolean(values.q || values.kind || values.state);

  const setFilters = (next: GroupFilterValues, nextPage = 1) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.kind) search.set('kind', next.kind);
    if (next.state) search.set('state', next.state);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  return (
    <Page
      title="Groups"
      wide
      lead="Chapters, crews, sewing circles and con groups: the club’s smaller circles."
      actions={<ButtonLink to="/groups/new">Start a group</ButtonLink>}
      className="groups-page"
    >
      {session && <MyGroups />}
      <section className="groups-section" aria-labelledby="all-groups-title" aria-busy={list.isFetching}>
        <h2 id="all-groups-title">All groups</h2>
        <GroupFilters key={params.toString()} values={values} onChange={(next) => setFilters(next)} />
        {list.isError && <ErrorText>{errorMessage(list.error, 'The groups could not be loaded.')}</ErrorText>}
        {list.isPending && <p className="groups-muted">Loading the groups…</p>}
        {list.data && list.data.groups.length === 0 && (
          <EmptyState
            title={filtered ? 'No group matches' : 'No groups yet'}
            action={
              filtered ? (
                <ButtonLink variant="secondary" to="/groups">
                  Show all groups
                </ButtonLink>
              ) : (
                <ButtonLink to="/groups/new">Start a group</ButtonLink>
              )
            }
          >
            {filtered
              ? 'Try other words, or another kind or state.'
              : 'Start the first one: a chapter for your city, a crew for a build, a circle that sews on Saturdays.'}
          </EmptyState>
        )}
        {list.data && list.data.groups.length > 0 && (
          <>
            <p className="groups-muted" aria-live="polite">
              {list.data.total.toLocaleString('en-US')} {list.data.total === 1 ? 'group' : 'groups'}
            </p>
            <ul className="group-grid" aria-label="All groups">
              {list.data.groups.map((group) => (
                <GroupCard key={group.id} group={group} />
              ))}
            </ul>
            {list.data.pages > 1 && (
              <Pager
                page={list.data.page}
                pages={list.data.pages}
                onPage={(next) => setFilters(values, next)}
                label="Group list pages"
              />
            )}
          </>
        )}
      </section>
    </Page>
  );
}
