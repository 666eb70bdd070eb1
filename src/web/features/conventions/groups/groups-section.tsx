import type { ConventionDetail } from '../../../../shared/api/conventions';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { Card } from '../../../ui/card';
import { ErrorText } from '../../../ui/error-text';
import { useConGroups, useGroupActions } from './api';
import { GroupCard } from './group-card';
import { StartGroup } from './start-group';
import './groups.css';

/**
 * The con page's group cosplays (#groups): each group's roster, what its lead manages, and a form
 * to start one. Visitors see the groups and the open characters; the names are for members.
 */
export function GroupsSection({ con }: { con: ConventionDetail }) {
  const session = useSession();
  const groups = useConGroups(con.slug);
  const actions = useGroupActions(con.slug);
  const list = groups.data?.groups ?? [];
  return (
    <Card as="section" id="groups" className="con-groups" aria-labelledby="groups-title">
      <h2 id="groups-title">Group cosplays</h2>
      {groups.isPending && <p>Loading the groups…</p>}
      {groups.isError && (
        <ErrorText>{errorMessage(groups.error, 'The groups could not be loaded.')}</ErrorText>
      )}
      {groups.isSuccess && list.length === 0 && (
        <p>No group cosplays yet{session ? ': start one and members can claim its characters.' : '.'}</p>
      )}
      {list.length > 0 && (
        <ul className="con-group-list">
          {list.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} days={con.days} signedIn={Boolean(session)} actions={actions} />
            </li>
          ))}
        </ul>
      )}
      {session ? (
        <StartGroup days={con.days} actions={actions} />
      ) : (
        <p className="con-groups-visitor">Log in to claim a character or start a group.</p>
      )}
    </Card>
  );
}
