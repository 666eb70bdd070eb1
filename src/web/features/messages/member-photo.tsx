import type { ConversationMember, ConversationSummary } from '../../../shared/api/messages';
import { Avatar } from '../../ui/avatar';

/** A member's thumbnail, or their initials' avatar: decorative, their name is written beside it. */
export function MemberPhoto({ member, className }: { member: ConversationMember | null; className: string }) {
  if (member?.thumbnail)
    return <img className={className} src={member.thumbnail} alt="" width={44} height={44} loading="lazy" />;
  const [firstname = '', ...rest] = (member?.name ?? 'Former member').split(' ');
  return (
    <Avatar
      className={className}
      member={{ firstname, lastname: rest.join(' '), username: member?.username ?? 'former' }}
    />
  );
}

/** A conversation's name: a group's title, else its other members' names ("Ada, Ben and 2 others"). */
export function conversationName(conversation: ConversationSummary): string {
  if (conversation.title) return conversation.title;
  const names = conversation.members.map((m) => m.name);
  if (names.length === 0) return 'Only you';
  if (names.length <= 3)
    return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} others`;
}

/** One photo for a direct conversation; two overlapping for a group. */
export function ConversationPhotos({ conversation }: { conversation: ConversationSummary }) {
  const [first = null, second] = conversation.members;
  if (conversation.kind === 'group' && second)
    return (
      <span className="msg-photos msg-photos-group" aria-hidden="true">
        <MemberPhoto member={first} className="msg-photo" />
        <MemberPhoto member={second} className="msg-photo" />
      </span>
    );
  return (
    <span className="msg-photos" aria-hidden="true">
      <MemberPhoto member={first} className="msg-photo" />
    </span>
  );
}

/** "3:05 PM" today, "Mon" this week, "Nov 3" this year, else "Nov 3, 2025": the list's short time. */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const days = (now.getTime() - date.getTime()) / 86_400_000;
  if (date.toDateString() === now.toDateString())
    return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (days < 6) return date.toLocaleDateString('en-US', { weekday: 'short' });
  if (date.getFullYear() === now.getFullYear())
    return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
