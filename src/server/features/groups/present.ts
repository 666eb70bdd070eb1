import type { GroupDetail, GroupMember, GroupSummary } from '../../../shared/api/groups';
import { displayName } from '../../../shared/profile/display-name';
import type { GroupRow } from '../../db/groups-reads';
import type { AppDeps } from '../../deps';
import { thumbUrl } from '../../images/process-image';
import { markdownToText, renderMarkdown } from '../../lib/markdown';

/** A visitor sees no name of a members-only profile (as on events and comments). */
const UNNAMED = { username: '', name: 'A club member', thumbnail: '' };

/** A member as a group's pages show them: signed thumbnails for members-only profiles. */
export function personOf(
  deps: AppDeps,
  row: { username: string; firstname: string; lastname: string; image: string; visibility: string },
  viewerId: number | null,
) {
  if (viewerId === null && row.visibility === 'members') return UNNAMED;
  const thumb = thumbUrl(row.image);
  return {
    username: row.username,
    name: displayName(row),
    thumbnail: row.visibility === 'members' && thumb ? deps.imageSigner.sign(thumb) : thumb,
  };
}

/**
 * The cover's address: a public group's is plain (and cached for good); any other is signed, so
 * only an answer that could show the group hands out a working one (cover-routes.ts).
 */
export function groupCoverOf(deps: AppDeps, row: GroupRow): GroupSummary['cover'] {
  if (!row.cover_id || row.cover_width === null || row.cover_height === null) return null;
  const path = `/api/groups/${row.slug}/cover/${row.cover_id}`;
  return {
    url: row.visibility === 'public' ? path : deps.imageSigner.sign(path),
    width: row.cover_width,
    height: row.cover_height,
  };
}

const membershipOf = (row: GroupRow): GroupSummary['membership'] =>
  row.my_role && row.my_state
    ? {
        role: row.my_role,
        state: row.my_state,
        joinedAt: row.my_joined_at === null ? null : new Date(row.my_joined_at).toISOString(),
      }
    : null;

export function toSummary(deps: AppDeps, row: GroupRow): GroupSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    state: row.state,
    visibility: row.visibility,
    joinPolicy: row.join_policy,
    blurb: markdownToText(row.description, 200),
    cover: groupCoverOf(deps, row),
    memberCount: row.member_count,
    membership: membershipOf(row),
  };
}

/** The viewer moderates it: its active owner or a moderator. */
export const moderates = (row: Pick<GroupRow, 'my_role' | 'my_state'>) =>
  row.my_state === 'active' && (row.my_role === 'owner' || row.my_role === 'moderator');
export const owns = (row: Pick<GroupRow, 'my_role' | 'my_state'>) =>
  row.my_state === 'active' && row.my_role === 'owner';

/** What the group's page shows this viewer (the route found it shown to them). */
export async function toDetail(deps: AppDeps, row: GroupRow, viewerId: number | null): Promise<GroupDetail> {
  const people = await deps.groups.people(row.id);
  const mod = moderates(row);
  const joinable = viewerId !== null && row.my_state === null;
  return {
    ...toSummary(deps, row),
    description: row.description,
    descriptionHtml: renderMarkdown(row.description),
    createdAt: new Date(row.created_at).toISOString(),
    open: row.open,
    // An invitee of a private group learns its name and description, not who is in it.
    owner: row.open && people.owner ? personOf(deps, people.owner, viewerId) : null,
    moderatorCount: row.open ? people.moderators : 0,
    can: {
      join:
        joinable && row.join_policy === 'open'
          ? 'join'
          : joinable && row.join_policy === 'request'
            ? 'request'
            : null,
      edit: mod,
      moderate: mod,
      own: owns(row),
      report: viewerId !== null && row.open && !owns(row),
    },
    pendingRequests: mod ? people.requests : 0,
  };
}

type MemberRow = Awaited<ReturnType<AppDeps['groups']['members']['page']>>['rows'][number];

export function toMember(deps: AppDeps, row: MemberRow, viewerId: number | null): GroupMember {
  const since = row.joined_at ?? row.created_at;
  return {
    ...personOf(deps, row, viewerId),
    role: row.role,
    state: row.state,
    since: new Date(Number(since)).toISOString(),
  };
}
