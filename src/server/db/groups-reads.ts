import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { groupOpenTo, groupShownTo } from './group-access';
import type { Database } from './schema';
import type {
  GroupJoinPolicy,
  GroupKind,
  GroupMemberState,
  GroupRole,
  GroupVisibility,
} from './schema-groups';

/** A group as its summary and page show it, with the viewer's own place in it. */
export interface GroupRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  kind: GroupKind;
  state: string;
  visibility: GroupVisibility;
  join_policy: GroupJoinPolicy;
  created_at: number;
  cover_id: string | null;
  cover_width: number | null;
  cover_height: number | null;
  member_count: number;
  /** The viewer may open its content (groupOpenTo); 0 for an invitee of a private group. */
  open: boolean;
  my_role: GroupRole | null;
  my_state: GroupMemberState | null;
  my_joined_at: number | null;
}

export interface GroupListFilter {
  q?: string;
  kind?: GroupKind;
  state?: string;
  limit: number;
  offset: number;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern (escaped with `\`). */
const likeWords = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Row = Record<string, unknown>;
const toRow = (r: Row): GroupRow => ({
  ...(r as unknown as GroupRow),
  created_at: Number(r.created_at),
  cover_width: r.cover_width === null ? null : Number(r.cover_width),
  cover_height: r.cover_height === null ? null : Number(r.cover_height),
  member_count: Number(r.member_count),
  open: Number(r.open) === 1,
  my_joined_at: r.my_joined_at === null || r.my_joined_at === undefined ? null : Number(r.my_joined_at),
});

/** Reads of groups (migration 042), each filtered in SQL by the access rule (group-access.ts). */
export function groupsReads(db: Kysely<Database>) {
  /** Groups with their summary's columns, as `viewerId` sees them (no access filter yet). */
  const summaries = (viewerId: number | null) =>
    db
      .selectFrom('groups as g')
      .leftJoin('group_covers as gc', 'gc.group_id', 'g.id')
      .leftJoin('group_members as me', (join) =>
        join.onRef('me.group_id', '=', 'g.id').on('me.member_id', '=', viewerId ?? -1),
      )
      .select((eb) => [
        'g.id',
        'g.slug',
        'g.name',
        'g.description',
        'g.kind',
        'g.state',
        'g.visibility',
        'g.join_policy',
        'g.created_at',
        'gc.id as cover_id',
        'gc.width as cover_width',
        'gc.height as cover_height',
        'me.role as my_role',
        'me.state as my_state',
        'me.joined_at as my_joined_at',
        eb
          .selectFrom('group_members as gm')
          .innerJoin('users as mu', 'mu.id', 'gm.member_id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('gm.group_id', '=', 'g.id')
          .where('gm.state', '=', 'active')
          .where('mu.status', '=', 'active')
          .where('mu.deleted_at', 'is', null)
          .as('member_count'),
        sql<number>`case when ${groupOpenTo(viewerId, 'g')} then 1 else 0 end`.as('open'),
      ]);

  const filtered = <Q extends SelectQueryBuilder<Database & { g: Database['groups'] }, 'g', object>>(
    query: Q,
    filter: Omit<GroupListFilter, 'limit' | 'offset'>,
  ): Q => {
    let q = query;
    if (filter.kind) q = q.where('g.kind', '=', filter.kind) as Q;
    if (filter.state) q = q.where('g.state', '=', filter.state) as Q;
    if (filter.q) {
      const like = likeWords(filter.q);
      q = q.where(
        sql<SqlBool>`(lower(g.name) like ${like} escape '\\' or lower(g.description) like ${like} escape '\\')`,
      ) as Q;
    }
    return q;
  };

  return {
    /** A page of the groups the viewer may open (the list), newest activity first, and their total. */
    async list(viewerId: number | null, filter: GroupListFilter) {
      const rows = await filtered(summaries(viewerId).where(groupOpenTo(viewerId, 'g')), filter)
        .orderBy('g.updated_at', 'desc')
        .orderBy('g.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
      const total = await filtered(db.selectFrom('groups as g').where(groupOpenTo(viewerId, 'g')), filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows: rows.map((r) => toRow(r as Row)), total: Number(total.n) };
    },

    /** The group of `slug` when the viewer may know it exists (groupShownTo), else undefined. */
    async bySlug(viewerId: number | null, slug: string): Promise<GroupRow | undefined> {
      const row = await summaries(viewerId)
        .where('g.slug', '=', slug)
        .where(groupShownTo(viewerId, 'g'))
        .executeTakeFirst();
      return row && toRow(row as Row);
    },

    /** The viewer's groups by their state in them (GET /api/me/groups): active, invited, requested. */
    async mine(viewerId: number): Promise<GroupRow[]> {
      const rows = await summaries(viewerId)
        .where('g.hidden_at', 'is', null)
        .where('me.member_id', '=', viewerId)
        .orderBy('g.name')
        .execute();
      return rows.map((r) => toRow(r as Row));
    },

    /** The group of `slug` for the organisers' tools: hidden or private alike (no access rule). */
    async forOrganisers(slug: string) {
      return db
        .selectFrom('groups as g')
        .leftJoin('group_members as gm', (join) =>
          join.onRef('gm.group_id', '=', 'g.id').on('gm.role', '=', 'owner'),
        )
        .leftJoin('users as u', 'u.id', 'gm.member_id')
        .select(['g.id', 'g.name', 'u.id as ownerId', 'u.username as ownerUsername'])
        .where('g.slug', '=', slug)
        .executeTakeFirst();
    },

    /** The owner's id, whatever their account's state (a report is about them); undefined if none. */
    async ownerId(groupId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('group_members')
        .select('member_id')
        .where('group_id', '=', groupId)
        .where('role', '=', 'owner')
        .executeTakeFirst();
      return row?.member_id;
    },

    /** The owner (active), and how many moderators and waiting requests the group has. */
    async people(groupId: number) {
      const owner = await db
        .selectFrom('group_members as gm')
        .innerJoin('users as u', 'u.id', 'gm.member_id')
        .select(['u.id', 'u.username', 'u.firstname', 'u.lastname', 'u.image', 'u.visibility'])
        .where('gm.group_id', '=', groupId)
        .where('gm.role', '=', 'owner')
        .where('u.status', '=', 'active')
        .where('u.deleted_at', 'is', null)
        .executeTakeFirst();
      const counts = await db
        .selectFrom('group_members')
        .select((eb) => [
          eb.fn.sum<number>(sql`case when role = 'moderator' then 1 else 0 end`).as('moderators'),
          eb.fn.sum<number>(sql`case when state = 'requested' then 1 else 0 end`).as('requests'),
        ])
        .where('group_id', '=', groupId)
        .executeTakeFirstOrThrow();
      return {
        owner,
        moderators: Number(counts.moderators ?? 0),
        requests: Number(counts.requests ?? 0),
      };
    },
  };
}
