import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RelatedMember } from '../../../shared/api/relations';
import { errorMessage } from '../../lib/error-message';
import { type TieChange, useFollowList, useMyRelations, useTieChange } from '../../lib/people-api';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { toast } from '../../ui/toast';
import './people.css';

/** One of the page's lists: the members in it, and what its button does to one of them. */
interface Section {
  id: string;
  title: string;
  empty: string;
  query: UseQueryResult<unknown>;
  members: RelatedMember[] | undefined;
  action: { change: TieChange; label: string };
}

/** /people — who you follow, who follows you, and whom you blocked or muted (issue 37). */
export default function PeoplePage() {
  const following = useFollowList('following');
  const followers = useFollowList('followers');
  const relations = useMyRelations();
  const sections: Section[] = [
    {
      id: 'following',
      title: 'Following',
      empty:
        'You follow nobody yet. Follow a member from their profile to hear of their new projects, tutorials and events.',
      query: following,
      members: following.data?.members,
      action: { change: 'unfollow', label: 'Unfollow' },
    },
    {
      id: 'followers',
      title: 'Followers',
      empty: 'Nobody follows you yet.',
      query: followers,
      members: followers.data?.members,
      action: { change: 'remove-follower', label: 'Remove' },
    },
    {
      id: 'blocked',
      title: 'Blocked',
      empty:
        'You have blocked nobody. Block a member from their profile: they no longer see your RSVPs, cosplans and projects or reach you.',
      query: relations,
      members: relations.data?.blocked,
      action: { change: 'unblock', label: 'Unblock' },
    },
    {
      id: 'muted',
      title: 'Muted',
      empty: 'You have muted nobody. Mute a member from their profile to stop seeing their posts.',
      query: relations,
      members: relations.data?.muted,
      action: { change: 'unmute', label: 'Unmute' },
    },
  ];
  return (
    <Page
      wide
      title="Your people"
      lead="Who you follow and who follows you; whom you blocked or muted. Nobody is told when you remove, block or mute them."
    >
      <div className="people-sections">
        {sections.map((section) => (
          <PeopleSection key={section.id} {...section} />
        ))}
      </div>
    </Page>
  );
}

function PeopleSection({ id, title, empty, query, members, action }: Section) {
  const headingId = `people-${id}`;
  let body: ReactNode;
  if (query.isError)
    body = <ErrorText>{errorMessage(query.error, 'This list could not be loaded.')}</ErrorText>;
  else if (!members) body = <p role="status">Loading…</p>;
  else if (members.length === 0) body = <p className="people-empty">{empty}</p>;
  else
    body = (
      <ul className="people-list" aria-labelledby={headingId}>
        {members.map((m) => (
          <PersonRow key={m.username} member={m} action={action} />
        ))}
      </ul>
    );
  return (
    <Card as="section" id={id} className="people-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title}
        {members && members.length > 0 && (
          <>
            {' '}
            <span className="people-count">{members.length}</span>
          </>
        )}
      </h2>
      {body}
    </Card>
  );
}

const sinceDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function PersonRow({ member, action }: { member: RelatedMember; action: Section['action'] }) {
  const change = useTieChange();
  const [firstname = '', ...rest] = member.name.split(' ');
  const run = async () => {
    try {
      toast((await change.mutateAsync({ change: action.change, username: member.username })).message);
    } catch (caught) {
      toast(errorMessage(caught, 'That did not work. Try again.'), 'error');
    }
  };
  return (
    <li className="people-row">
      {member.thumbnail ? (
        <img className="people-photo" src={member.thumbnail} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <Avatar
          className="people-photo"
          member={{ firstname, lastname: rest.join(' '), username: member.username }}
        />
      )}
      <span className="people-who">
        <Link to={`/public/${encodeURIComponent(member.username)}`}>{member.name}</Link>
        <span className="people-since">
          @{member.username} · since <time dateTime={member.since}>{sinceDay(member.since)}</time>
        </span>
      </span>
      <Button
        variant="secondary"
        aria-label={`${action.label} ${member.name}`}
        disabled={change.isPending}
        onClick={run}
      >
        {action.label}
      </Button>
    </li>
  );
}
