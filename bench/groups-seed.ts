// The group the groups bench reads (bench/groups.ts): one public chapter on the mixed load's data
// with 500 active members (an owner, four moderators) and 100 of its events, a year back to a
// year ahead, written straight to the database as bench/con-seed.ts writes its con.
import type { DatabaseHandle } from '../src/server/db/database-handle';

export const GROUP_SIZES = { members: 500, events: 100 } as const;
/** The seeded members in the group: member1000 to member1499 (clear of the load's roles). */
export const FIRST_GROUP_MEMBER = 1000;

const DAY = 24 * 60 * 60 * 1000;

export async function seedGroup(handle: DatabaseHandle): Promise<{ slug: string; id: number }> {
  const { db } = handle;
  const now = Date.now();
  const ids = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where(
      'username',
      'in',
      Array.from({ length: GROUP_SIZES.members }, (_, i) => `member${FIRST_GROUP_MEMBER + i}`),
    )
    .orderBy('id')
    .execute();
  if (ids.length !== GROUP_SIZES.members) throw new Error(`found ${ids.length} of the group's members`);
  const slug = 'kansas-city-chapter';
  const group = await db
    .insertInto('groups')
    .values({
      slug,
      name: 'Kansas City Chapter',
      description: 'Build nights, con prep and photoshoots around Kansas City.',
      kind: 'chapter',
      state: 'Missouri',
      visibility: 'public',
      join_policy: 'open',
      created_by: ids[0]?.id ?? null,
      created_at: now - 400 * DAY,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('group_members')
    .values(
      ids.map((m, i) => ({
        group_id: group.id,
        member_id: m.id,
        role: i === 0 ? ('owner' as const) : i < 5 ? ('moderator' as const) : ('member' as const),
        state: 'active' as const,
        created_at: now - (400 - i / 2) * DAY,
        joined_at: now - (400 - i / 2) * DAY,
      })),
    )
    .execute();
  await db
    .insertInto('events')
    .values(
      Array.from({ length: GROUP_SIZES.events }, (_, i) => {
        const startsAt = now - 365 * DAY + i * 7 * DAY + 19 * 60 * 60 * 1000;
        return {
          host_id: ids[i % 5]?.id ?? 1,
          title: `Chapter build night #${i + 1}`,
          starts_at: startsAt,
          ends_at: startsAt + 3 * 60 * 60 * 1000,
          time_zone: 'America/Chicago',
          venue: 'The Foam Shop',
          city: 'Kansas City',
          state: 'Missouri',
          description: 'Bring foam, a heat gun and a friend.',
          visibility: 'public' as const,
          capacity: 30,
          cancelled_at: null,
          created_at: now,
          updated_at: now,
          group_id: group.id,
        };
      }),
    )
    .execute();
  return { slug, id: group.id };
}
