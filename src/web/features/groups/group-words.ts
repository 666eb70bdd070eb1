import type { GroupJoinPolicy, GroupRole, GroupVisibility } from '../../../shared/api/groups';

/** How the site names and explains a group's visibility, join policy and roles. */
export const VISIBILITY_LABELS: Record<GroupVisibility, string> = {
  public: 'Public',
  members: 'Members only',
  private: 'Private',
};

export const VISIBILITY_HINTS: Record<GroupVisibility, string> = {
  public: 'Anyone can find the group and read it, visitors too.',
  members: 'Signed-in members of the club can find the group and read it.',
  private:
    'Invisible to everyone outside it: it is not listed or found, and its address shows “Page not found”. Members join by invitation only.',
};

export const JOIN_LABELS: Record<GroupJoinPolicy, string> = {
  open: 'Anyone who can see it joins at once',
  request: 'Members ask, a moderator approves',
  invite: 'By invitation only',
};

export const ROLE_LABELS: Record<GroupRole, string> = {
  owner: 'Owner',
  moderator: 'Moderator',
  member: 'Member',
};

/** "1 member", "12 members". */
export function memberCount(n: number): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'member' : 'members'}`;
}
