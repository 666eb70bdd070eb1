import type { Generated } from 'kysely';
import type { ProfileField } from '../../shared/profile/profile-fields';
import type { AlbumTables } from './schema-albums';
import type { CommentTables } from './schema-comments';
import type { ConGoingTables } from './schema-con-going';
import type { ConGroupTables } from './schema-con-groups';
import type { ConventionTables } from './schema-conventions';
import type { DigestTables } from './schema-digest';
import type { EventTables } from './schema-events';
import type { FollowTables } from './schema-follows';
import type { GroupTables } from './schema-groups';
import type { MessageTables } from './schema-messages';
import type { NotificationTables } from './schema-notifications';
import type { PasskeyTables } from './schema-passkeys';
import type { PollTables } from './schema-polls';
import type { ProjectTables } from './schema-projects';
import type { PushTables } from './schema-push';
import type { RelationTables } from './schema-relations';
import type { ShootTables } from './schema-shoots';
import type { TutorialTables } from './schema-tutorials';

/** Table types for Kysely. Times are epoch milliseconds in both dialects. */

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** lower(username): the unique key, so names are unique ignoring case. */
  username_key: string;
  firstname: string;
  lastname: string;
  birthdate: string;
  password_hash: string;
  recoveryemail: string;
  referredby: Generated<string>;
  email: Generated<string>;
  phonenumber: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  imawhat: Generated<string>;
  about: Generated<string>;
  other: Generated<string>;
  complete: Generated<string>;
  inprogress: Generated<string>;
  cosplaygroup: Generated<string>;
  image: Generated<string>;
  /** JSON array of up to 5 image URLs. */
  slideshow: Generated<string>;
  calendar: Generated<string>;
  milanote: Generated<string>;
  twitter: Generated<string>;
  bluesky: Generated<string>;
  instagram: Generated<string>;
  facebook: Generated<string>;
  discord: Generated<string>;
  snapchat: Generated<string>;
  tiktok: Generated<string>;
  threads: Generated<string>;
  reddit: Generated<string>;
  twitch: Generated<string>;
  youtube: Generated<string>;
  vimeo: Generated<string>;
  /** name@server (migration 013). */
  mastodon: Generated<string>;
  patreon: Generated<string>;
  kofi: Generated<string>;
  venmo: Generated<string>;
  cashapp: Generated<string>;
  paypal: Generated<string>;
  gofundme: Generated<string>;
  extralife: Generated<string>;
  etsy: Generated<string>;
  created_at: number;
  updated_at: number;
  /** Who sees the profile: 'everyone' or 'members' (signed in). */
  visibility: Generated<string>;
  /** 1: in the member list, search, map counts, landing photos and leaderboard names. */
  listed: Generated<number>;
  /** Who sees email and phone: 'everyone', 'members' or 'nobody'. */
  contactvisibility: Generated<string>;
  /** 0: the profile page tells search engines not to index it. */
  indexable: Generated<number>;
  /** When the member asked to delete the account (hidden everywhere; erased 30 days later). */
  deleted_at: number | null;
  /** SHA-256 of the single-use restore link mailed at deletion. */
  restore_token_hash: string | null;
  /** 'member' or 'organiser' (docs/decisions/0012-organiser-role.md). */
  role: Generated<MemberRole>;
  /** 'active'; 'pending' until an organiser approves the sign-up; 'suspended' by an organiser. */
  status: Generated<MemberStatus>;
  /** Why the member is suspended (shown at login); '' otherwise. */
  status_reason: Generated<string>;
  /** When the suspended member appealed (once). */
  appealed_at: number | null;
  /** When the current recovery email was confirmed by its mailed link; null until then. */
  recoveryemail_verified_at: number | null;
  /** 1: the account predates verification, so reset mail still goes to its address. */
  email_grandfathered: Generated<number>;
  /** Up by one at each password reset, password change and "sign out everywhere" (migration 020). */
  credential_generation: Generated<number>;
}

export type MemberRole = 'member' | 'organiser';
export type MemberStatus = 'active' | 'pending' | 'suspended';

/** Compiles only when T is never. */
type AssertNever<T extends never> = T;
/**
 * Every field of the profile table (src/shared/profile/profile-fields.ts) is a column here: adding
 * a field there without its column (and migration) fails to compile.
 */
export type EveryProfileFieldIsAColumn = AssertNever<Exclude<ProfileField, keyof UsersTable>>;

export interface SessionsTable {
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  /** Public identifier a member ends the session by; random, unrelated to the token. */
  id: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  /** Updated at most once a minute (requireUser), never on every request. */
  last_used_at: number;
  /** The browser's User-Agent when the session started (cut to 300 characters). */
  user_agent: Generated<string>;
  /** The client address when the session started. */
  ip: Generated<string>;
  /** The member's credential_generation the login read; the session lives while they match. */
  credential_generation: Generated<number>;
}

export interface ImagesTable {
  /** Random, unguessable and never reused: the served URL can be cached forever. */
  id: string;
  user_id: number;
  /** WebP, at most 1600 px a side. */
  display: Buffer;
  /** WebP, 200×200. */
  thumb: Buffer;
  width: number;
  height: number;
  created_at: number;
  /** An organiser hid the photo: off the profile, never served publicly, kept as evidence. */
  hidden_at?: number | null;
  /** WebP renditions 480 / 960 px wide; null until made, and for photos not wider (migration 014). */
  w480?: Buffer | null;
  w960?: Buffer | null;
  /** The 1200×630 JPEG link previews show; null until first asked for. */
  og?: Buffer | null;
  /** What the member wrote about the photo; '' when nothing yet. */
  alt?: string;
  credit_name?: string;
  credit_link?: string;
}

/** SQLite only: the FTS5 trigram index of each member's search document (migration 002). */
export interface UsersSearchTable {
  rowid: number;
  doc: string;
}

/**
 * One row per state a member's users.state lists (migration 021), written with it by
 * db/member-values.ts: what the state filter and the state counts read, joined with users'
 * privacy columns. users.state stays the text the member typed.
 */
export interface MemberStatesTable {
  user_id: number;
  state: string;
}

/** One row per role a member's users.imawhat lists (migration 021), written as member_states is. */
export interface MemberRolesTable {
  user_id: number;
  role: string;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface PasswordResetsTable {
  /** SHA-256 of the emailed token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export interface EmailVerificationsTable {
  /** SHA-256 of the mailed token, like password_resets. */
  token_hash: string;
  user_id: number;
  /** The address the link confirms. */
  email: string;
  created_at: number;
  expires_at: number;
}

export interface ScoresTable {
  id: Generated<number>;
  user_id: number;
  game_name: string;
  score: number;
  created_at: number;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON. Never secrets: a mail job names the member, and the job makes any token itself. */
  payload: string;
  status: 'waiting' | 'done' | 'dead';
  run_at: number;
  attempts: Generated<number>;
  max_attempts: number;
  /** A worker holds the job until then; a job whose worker died runs again after it. */
  locked_until: number | null;
  /** The worker holding the claim (host:pid:random); only it may renew, finish or fail the job. */
  locked_by: string | null;
  last_error: string | null;
  dedupe_key: string | null;
  created_at: number;
  finished_at: number | null;
}

/** 'project', 'project-entry' and 'tutorial' since migration 035 (which also takes 'comment' and 'message' for issue 37); 'group' since 044. */
export type ReportSubjectKind =
  | 'con-group'
  | 'shoot-slot'
  | 'album-photo'
  | 'project'
  | 'project-entry'
  | 'comment'
  | 'message'
  | 'tutorial'
  | 'group';

export interface ReportsTable {
  id: Generated<number>;
  member_id: number;
  /** Null once the reporter's account is erased; the member themself for an appeal. */
  reporter_id: number | null;
  /** The reported photo's URL, or '' for the whole profile. */
  image: Generated<string>;
  reason: string;
  note: Generated<string>;
  /** What the report is about beyond the member (migration 033); null for a profile and older rows. */
  subject_kind: Generated<ReportSubjectKind | null>;
  /** The group's, slot's, project's or log entry's id, or the album photo's id, as text. */
  subject_id: Generated<string | null>;
  status: Generated<'open' | 'dismissed' | 'actioned'>;
  created_at: number;
  resolved_at: number | null;
  resolved_by: number | null;
}

/** Append-only (triggers refuse UPDATE and DELETE): every organiser action. */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor_id: number | null;
  actor_username: string;
  action: string;
  member_id: number | null;
  member_username: Generated<string>;
  detail: Generated<string>;
  reason: Generated<string>;
}

export interface ContentVersionsTable {
  id: Generated<number>;
  /** JSON of the whole club content. */
  content: string;
  created_at: number;
  author_id: number | null;
  author_username: string;
  restored_from: number | null;
}

export interface ContentAssetsTable {
  id: string;
  /** WebP, checked and re-encoded like members' photos. */
  data: Buffer;
  width: number;
  height: number;
  created_at: number;
}

export interface AppSettingsTable {
  name: string;
  value: string;
}

/** Club events, their RSVPs, covers and members' calendar feeds: schema-events.ts. */
export interface Database
  extends EventTables,
    PasskeyTables,
    NotificationTables,
    PushTables,
    DigestTables,
    ConventionTables,
    ConGoingTables,
    ConGroupTables,
    ShootTables,
    AlbumTables,
    ProjectTables,
    TutorialTables,
    RelationTables,
    FollowTables,
    CommentTables,
    MessageTables,
    GroupTables,
    PollTables {
  reports: ReportsTable;
  audit_log: AuditLogTable;
  content_versions: ContentVersionsTable;
  content_assets: ContentAssetsTable;
  app_settings: AppSettingsTable;
  jobs: JobsTable;
  scores: ScoresTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  app_secrets: AppSecretsTable;
  users: UsersTable;
  users_search: UsersSearchTable;
  member_states: MemberStatesTable;
  member_roles: MemberRolesTable;
  sessions: SessionsTable;
  images: ImagesTable;
}
