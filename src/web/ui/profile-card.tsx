import { Link } from 'react-router';
import type { ProfileCard as ProfileCardData } from '../../shared/profile/profile-api';
import { splitList } from '../../shared/profile/split-list';
import { displayName } from '../lib/display-name';
import { Avatar } from './avatar';
import { ChipList } from './chip';
import './profile-card.css';

/**
 * One member in a list or in search results: photo (or a placeholder of their own), name,
 * username and city, then roles and states as chips. The name is the link to the public
 * profile and stretches over the whole card, so the card is one target while a screen reader
 * hears a short link name. Only public card fields are shown.
 */
export function ProfileCard({ member, heading = 'h2' }: { member: ProfileCardData; heading?: 'h2' | 'h3' }) {
  const Heading = heading;
  const cities = splitList(member.city).join(', ');
  return (
    <article className="profile-card">
      {member.thumbnail ? (
        <img
          className="profile-card-photo"
          src={member.thumbnail}
          alt=""
          width={200}
          height={200}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <Avatar className="profile-card-photo profile-card-avatar" member={member} />
      )}
      <div className="profile-card-text">
        <Heading className="profile-card-name">
          <Link className="profile-card-link" to={`/public/${encodeURIComponent(member.username)}`}>
            {displayName(member)}
          </Link>
        </Heading>
        <p className="profile-card-meta">
          @{member.username}
          {cities && ` · ${cities}`}
        </p>
        <ChipList label="Roles" tone="accent" items={splitList(member.imawhat)} />
        <ChipList label="States" items={splitList(member.state)} />
      </div>
    </article>
  );
}

/** A grid of member cards: one column on a phone, two on a tablet, three on a laptop. */
export function ProfileCardList({ members, heading }: { members: ProfileCardData[]; heading?: 'h2' | 'h3' }) {
  return (
    <ul className="profile-card-list">
      {members.map((member) => (
        <li key={member.ID}>
          <ProfileCard member={member} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
