import type { Generated } from 'kysely';

/** Table types of groups (migration 042). Times are epoch milliseconds. */

export type GroupKind = 'chapter' | 'crew' | 'circle' | 'con';
export type GroupVisibility = 'public' | 'members' | 'private';
export type GroupJoinPolicy = 'open' | 'request' | 'invite';
export type GroupRole = 'owner' | 'moderator' | 'member';
export type GroupMemberState = 'active' | 'invited' | 'requested';

export interface GroupsTable {
  id: Generated<number>;
  /** Names the page, /groups/{slug}; unique. */
  slug: string;
  name: string;
  description: Generated<string>;
  kind: GroupKind;
  /** One of the club's states, or ''. */
  state: Generated<string>;
  /** 'private': invisible (404) to everyone but its active members; its join policy is 'invite'. */
  visibility: GroupVisibility;
  join_policy: GroupJoinPolicy;
  /** Null once the starter's account is erased (the owner is in group_members). */
  created_by: number | null;
  created_at: number;
  updated_at: number;
  /** Hidden by an organiser: gone for everyone but organisers. */
  hidden_at: number | null;
}

/** A member of a group, one invited, or one asking to join. At most one owner; roles above member only while active. */
export interface GroupMembersTable {
  group_id: number;
  member_id: number;
  role: Generated<GroupRole>;
  state: GroupMemberState;
  invited_by: number | null;
  created_at: number;
  /** When they became an active member; null while invited or requested. */
  joined_at: number | null;
}

/** A project its maker shows in a group. */
export interface GroupProjectsTable {
  group_id: number;
  project_id: number;
  created_at: number;
}

/** A group's cover photo: WebP, checked and re-encoded like event covers. */
export interface GroupCoversTable {
  group_id: number;
  /** Random, in the served URL: a new cover gets a new address. */
  id: string;
  data: Buffer;
  width: number;
  height: number;
  created_at: number;
  /** The 1200×630 JPEG link previews show; null until first asked for. */
  og: Buffer | null;
}

export interface GroupTables {
  groups: GroupsTable;
  group_members: GroupMembersTable;
  group_projects: GroupProjectsTable;
  group_covers: GroupCoversTable;
}
