import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar';

/** A member's photo (or their initials' art) and name, linked to their public page. */
export function MemberFace({ member }: { member: { username: string; name: string; thumbnail: string } }) {
  const [first = '', ...rest] = member.name.split(' ');
  return (
    <span className="group-face">
      {member.thumbnail ? (
        <img
          className="group-face-photo"
          src={member.thumbnail}
          alt=""
          width={40}
          height={40}
          loading="lazy"
        />
      ) : (
        <Avatar
          className="group-face-photo"
          member={{ firstname: first, lastname: rest.join(' '), username: member.username }}
        />
      )}
      <Link to={`/public/${encodeURIComponent(member.username)}`}>{member.name || member.username}</Link>
    </span>
  );
}
