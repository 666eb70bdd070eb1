import { Link } from 'react-router';
import type { ProfileCard as ProfileCardData } from '../../shared/profile/profile-api';
import { splitList } from '../../shared/profile/profile-fields';
import { Avatar } from './avatar';
import './profile-card.css';

/** "Robin Tailor", or the username when a member has no name to show. */
export function displayName(member: { firstname: string; lastname: string; username: string }): string {
  return `${member.firstname} ${member.lastname}`.trim() || member.username;
}

/** "Wichita · Kansas" and "Cosplayer, Maker"; empty parts are left out. */
function details(member: ProfileCardData): string[] {
  const list = (value: string) => splitList(value).join(', ');
  const place = [list(member.city), list(member.state)].filter((part) => part !== '').join(' · ');
  return [place, list(member.imawhat)].filter((line) => line !== '');
}

/**
 * One member in a list or in search results: thumbnail (or a placeholder of their own), name, username, city,
 * states and roles, all one link to the public profile. Only public card fields are shown.
 */
export function ProfileCard({ member, heading = 'h2' }: { member: ProfileCardData; heading?: 'h2' | 'h3' }) {
  const Heading = heading;
  return (
    <Link className="profile-card" to={`/public/${encodeURIComponent(member.username)}`}>
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
      <span className="profile-card-text">
        <Heading className="profile-card-name">{displayName(member)}</Heading>
        <span className="profile-card-username">@{member.username}</span>
        {details(member).map((line) => (
          <span key={line} className="profile-card-detail">
            {line}
          </span>
        ))}
      </span>
    </Link>
  );
}

/** A responsive grid of member cards. */
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
