import type { Kysely } from 'kysely';
import type { Database } from './schema';
import type { GroupVisibility } from './schema-groups';

const MAX_EXCERPT = 200;

export interface GroupFacts {
  title: string;
  group: {
    slug: string;
    visibility: GroupVisibility;
    /** '' when the group has no active owner left. */
    owner: string;
    /** The description as plain-ish text, shortened. */
    excerpt: string;
    hidden: boolean;
  };
}

/**
 * The reported groups that still exist (issue 38 item 5): name, visibility, owner and description,
 * hidden or private alike. Organisers read them without the access rule (group-access.ts): the
 * queue is theirs, and a private group's report is only useful if they can tell what it is.
 */
export async function groupFacts(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, GroupFacts>> {
  const facts = new Map<number, GroupFacts>();
  if (ids.length === 0) return facts;
  const rows = await db
    .selectFrom('groups as g')
    .leftJoin('group_members as gm', (join) =>
      join.onRef('gm.group_id', '=', 'g.id').on('gm.role', '=', 'owner'),
    )
    .leftJoin('users as u', 'u.id', 'gm.member_id')
    .select(['g.id', 'g.slug', 'g.name', 'g.description', 'g.visibility', 'g.hidden_at', 'u.username'])
    .where('g.id', 'in', [...ids])
    .execute();
  for (const r of rows) {
    const text = r.description.replace(/\s+/g, ' ').trim();
    facts.set(r.id, {
      title: r.name,
      group: {
        slug: r.slug,
        visibility: r.visibility,
        owner: r.username ?? '',
        excerpt: text.length > MAX_EXCERPT ? `${text.slice(0, MAX_EXCERPT - 1)}…` : text,
        hidden: r.hidden_at !== null,
      },
    });
  }
  return facts;
}
