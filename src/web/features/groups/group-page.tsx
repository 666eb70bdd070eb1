import { useParams, useSearchParams } from 'react-router';
import type { GroupDetail } from '../../../shared/api/groups';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useGroup } from '../../lib/groups-api';
import { useTitle } from '../../lib/use-title';
import { ErrorText } from '../../ui/error-text';
import NotFoundPage from '../../ui/not-found-page';
import { PageHeader } from '../../ui/page';
import { PollsSection } from '../../ui/polls/polls-section';
import { GroupDiscussion } from './group-discussion';
import { GroupEvents } from './group-events';
import { GroupHeader } from './group-header';
import { GroupMembers } from './group-members';
import { GroupProjects } from './group-projects';
import { asTab, GroupTabs } from './group-tabs';
import './groups.css';

/**
 * /groups/:slug — one group. A group the caller may not see answers 404, and the page is the
 * site's "Page not found", exactly as for an address that never existed.
 */
export default function GroupPage() {
  const { slug } = useParams();
  const group = useGroup(slug);
  useTitle(group.data?.name ?? 'Group');
  if (group.error instanceof ApiError && (group.error.status === 404 || group.error.status === 400)) {
    return <NotFoundPage />;
  }
  if (!group.data) {
    return (
      <section className="page page-wide group-page" aria-labelledby="page-title" aria-busy={group.isPending}>
        <PageHeader title={group.isPending ? 'Loading the group…' : 'Group'} />
        {group.isError && (
          <ErrorText>{errorMessage(group.error, 'The group could not be loaded.')}</ErrorText>
        )}
      </section>
    );
  }
  return <GroupView group={group.data} />;
}

function GroupView({ group }: { group: GroupDetail }) {
  const [params] = useSearchParams();
  const tab = asTab(params.get('tab'));
  return (
    <article className="page page-wide group-page" aria-labelledby="page-title">
      <GroupHeader group={group} />
      {group.open ? (
        <>
          <GroupTabs current={tab} counts={{ members: group.memberCount }} />
          {tab === 'about' && <GroupAbout group={group} />}
          {tab === 'events' && <GroupEvents group={group} />}
          {tab === 'members' && <GroupMembers group={group} />}
          {tab === 'projects' && <GroupProjects group={group} />}
        </>
      ) : (
        <>
          <Description group={group} />
          <p className="groups-muted group-closed-note">
            {group.membership?.state === 'invited'
              ? 'You are invited. Accept the invitation to see its members, events, discussion and projects.'
              : 'Join the group to see its members, events, discussion and projects.'}
          </p>
        </>
      )}
    </article>
  );
}

function GroupAbout({ group }: { group: GroupDetail }) {
  return (
    <div className="group-tab-panel group-about">
      <Description group={group} />
      <PollsSection subject={{ kind: 'group', id: group.id }} />
      <GroupDiscussion groupId={group.id} />
    </div>
  );
}

function Description({ group }: { group: GroupDetail }) {
  return (
    <section aria-labelledby="group-about-title">
      <h2 id="group-about-title">About</h2>
      {group.descriptionHtml ? (
        // The server's sanitised Markdown (renderMarkdown, decision 33), as a project's log.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
        <div className="group-description" dangerouslySetInnerHTML={{ __html: group.descriptionHtml }} />
      ) : (
        <p className="groups-muted">The group has not described itself yet.</p>
      )}
      {group.owner && (
        <p className="groups-muted">
          Started by {group.owner.name || group.owner.username}
          {group.moderatorCount > 0 &&
            ` · ${group.moderatorCount} ${group.moderatorCount === 1 ? 'moderator' : 'moderators'}`}
        </p>
      )}
    </section>
  );
}
