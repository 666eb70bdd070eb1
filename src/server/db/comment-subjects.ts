import { type Kysely, sql } from 'kysely';
import type { CommentSubjectKind } from '../../shared/api/comments';
import { photoVisibleTo } from './album-visibility';
import { eventGroupOpenTo, groupOpenTo } from './group-access';
import { noBlockBetween } from './member-relations';
import { entryShown, projectVisibleTo } from './project-visibility';
import type { Database } from './schema';

/** A thing members comment on or react to, as a viewer may see it. */
export interface CommentSubject {
  kind: CommentSubjectKind | 'project-photo';
  id: string;
  /** The member who chooses its comment policy and hears of comments (null: a con page, the organisers'). */
  ownerId: number | null;
  /** How notifications and the report queue name it. */
  title: string;
  /** Its page on the site. */
  url: string;
  /** False when the viewer may read but not write its thread (a group they are not active in). */
  viewerMayWrite?: boolean;
  /** The viewer chooses its policy beside its owner (a group's moderators). */
  viewerModerates?: boolean;
}

const numeric = (id: string) => (/^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null);
const ALBUM_PHOTO_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Who may see each thing comments hang on (issue 37), by the rules its own pages use, and its
 * owner. One small read per kind. `viewerId` null is a visitor. A block between the viewer and the
 * owner hides the thing as if it did not exist (decision 34), so a blocked member can neither read
 * nor write its thread, nor learn why.
 */
export function commentSubjects(db: Kysely<Database>) {
  const find = {
    /** An event: its host active; members-only ones for members (events-repo's rule). */
    async event(id: string, viewerId: number | null): Promise<CommentSubject | undefined> {
      const eventId = numeric(id);
      if (eventId === null) return undefined;
      let query = db
        .selectFrom('events as e')
        .innerJoin('users as h', 'h.id', 'e.host_id')
        .select(['e.id', 'e.host_id', 'e.title'])
        .where('e.id', '=', eventId)
        .where(eventGroupOpenTo(viewerId, 'e'))
        .where('h.status', '=', 'active')
        .where('h.deleted_at', 'is', null)
        .where(noBlockBetween(viewerId, 'e.host_id'));
      if (viewerId === null) query = query.where('e.visibility', '=', 'public');
      const row = await query.executeTakeFirst();
      return row && { kind: 'event', id, ownerId: row.host_id, title: row.title, url: `/events/${row.id}` };
    },

    /**
     * A group's discussion (issue 38): read by whoever may open the group (db/group-access.ts),
     * written by its active members; its owner hears of comments, its owner and moderators set
     * the policy. A block with the owner does not hide a group (it is not theirs alone).
     */
    async group(id: string, viewerId: number | null): Promise<CommentSubject | undefined> {
      const groupId = numeric(id);
      if (groupId === null) return undefined;
      const row = await db
        .selectFrom('groups as g')
        .leftJoin('group_members as o', (join) =>
          join.onRef('o.group_id', '=', 'g.id').on('o.role', '=', 'owner').on('o.state', '=', 'active'),
        )
        .leftJoin('group_members as v', (join) =>
          join
            .onRef('v.group_id', '=', 'g.id')
            .on('v.member_id', '=', viewerId ?? -1)
            .on('v.state', '=', 'active'),
        )
        .select(['g.slug', 'g.name', 'o.member_id as owner_id', 'v.role as viewer_role'])
        .where('g.id', '=', groupId)
        .where(groupOpenTo(viewerId, 'g'))
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        kind: 'group',
        id,
        ownerId: row.owner_id,
        title: row.name,
        url: `/groups/${row.slug}`,
        viewerMayWrite: row.viewer_role !== null,
        viewerModerates: row.viewer_role === 'owner' || row.viewer_role === 'moderator',
      };
    },

    /** A listed con's page: public; the organisers choose its policy. */
    async con(id: string): Promise<CommentSubject | undefined> {
      const conId = numeric(id);
      if (conId === null) return undefined;
      const row = await db
        .selectFrom('conventions')
        .select(['slug', 'name'])
        .where('id', '=', conId)
        .where('status', '=', 'listed')
        .executeTakeFirst();
      return row && { kind: 'con', id, ownerId: null, title: row.name, url: `/cons/${row.slug}` };
    },

    /** A project's log entry: the project's visibility, and not hidden by an organiser. */
    async 'project-entry'(id: string, viewerId: number | null): Promise<CommentSubject | undefined> {
      const entryId = numeric(id);
      if (entryId === null) return undefined;
      const row = await db
        .selectFrom('project_entries as e')
        .innerJoin('projects as pr', 'pr.id', 'e.project_id')
        .innerJoin('users as u', 'u.id', 'pr.owner_id')
        .select(['pr.id', 'pr.owner_id', 'pr.title', 'e.entry_date'])
        .where('e.id', '=', entryId)
        .where(projectVisibleTo(viewerId))
        .where(entryShown(viewerId))
        .where(noBlockBetween(viewerId, 'pr.owner_id'))
        .executeTakeFirst();
      return (
        row && {
          kind: 'project-entry',
          id,
          ownerId: row.owner_id,
          title: `${row.title} (${row.entry_date})`,
          url: `/projects/${row.id}`,
        }
      );
    },

    /** A tutorial: its project's visibility, published and not hidden (its maker sees drafts). */
    async tutorial(id: string, viewerId: number | null): Promise<CommentSubject | undefined> {
      const tutorialId = numeric(id);
      if (tutorialId === null) return undefined;
      const row = await db
        .selectFrom('project_tutorials as t')
        .innerJoin('projects as pr', 'pr.id', 't.project_id')
        .innerJoin('users as u', 'u.id', 'pr.owner_id')
        .select(['t.id', 't.title', 'pr.owner_id'])
        .where('t.id', '=', tutorialId)
        .where(projectVisibleTo(viewerId))
        .where(
          sql<boolean>`(pr.owner_id = ${viewerId ?? -1} or (t.published_at is not null and t.hidden_at is null))`,
        )
        .where(noBlockBetween(viewerId, 'pr.owner_id'))
        .executeTakeFirst();
      return (
        row && { kind: 'tutorial', id, ownerId: row.owner_id, title: row.title, url: `/tutorials/${row.id}` }
      );
    },

    /** An album photo: the albums' consent-first rule (album-visibility.ts). */
    async 'album-photo'(id: string, viewerId: number | null): Promise<CommentSubject | undefined> {
      if (!ALBUM_PHOTO_ID.test(id)) return undefined;
      const row = await db
        .selectFrom('album_photos as p')
        .innerJoin('albums as a', 'a.id', 'p.album_id')
        .innerJoin('users as u', 'u.id', 'a.photographer_id')
        .select(['a.id', 'a.title', 'a.photographer_id'])
        .where('p.id', '=', id)
        .where(photoVisibleTo(viewerId))
        .where(noBlockBetween(viewerId, 'a.photographer_id'))
        .executeTakeFirst();
      return (
        row && {
          kind: 'album-photo',
          id,
          ownerId: row.photographer_id,
          title: row.title,
          url: `/albums/${row.id}`,
        }
      );
    },

    /** A project photo (reactions only): the project's visibility, and its entry's when it has one. */
    async 'project-photo'(id: string, viewerId: number | null): Promise<CommentSubject | undefined> {
      if (!ALBUM_PHOTO_ID.test(id)) return undefined;
      const row = await db
        .selectFrom('project_photos as p')
        .innerJoin('projects as pr', 'pr.id', 'p.project_id')
        .innerJoin('users as u', 'u.id', 'pr.owner_id')
        .leftJoin('project_entries as e', 'e.id', 'p.entry_id')
        .select(['pr.id', 'pr.title', 'pr.owner_id'])
        .where('p.id', '=', id)
        .where(projectVisibleTo(viewerId))
        .where(sql<boolean>`(p.entry_id is null or ${entryShown(viewerId)})`)
        .where(noBlockBetween(viewerId, 'pr.owner_id'))
        .executeTakeFirst();
      return (
        row && {
          kind: 'project-photo',
          id,
          ownerId: row.owner_id,
          title: row.title,
          url: `/projects/${row.id}`,
        }
      );
    },
  };

  return {
    /** The thing when the viewer may see it (and no block stands between them and its owner). */
    find(
      kind: CommentSubjectKind | 'project-photo',
      id: string,
      viewerId: number | null,
    ): Promise<CommentSubject | undefined> {
      return find[kind](id, viewerId);
    },
  };
}

export type CommentSubjects = ReturnType<typeof commentSubjects>;
