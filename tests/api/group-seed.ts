import type { FastifyInstance } from 'fastify';

/**
 * Groups made straight in the database for tests that need one before the groups routes exist
 * (features/groups); the writes go through the repositories' connection, so kept answers follow.
 */
export async function seedGroup(
  app: FastifyInstance,
  ownerId: number,
  fields: { slug: string; visibility: 'public' | 'members' | 'private'; name?: string },
): Promise<number> {
  const now = Date.now();
  const row = await app.deps.database.db
    .insertInto('groups')
    .values({
      slug: fields.slug,
      name: fields.name ?? `Group ${fields.slug}`,
      description: 'Our circle',
      kind: 'circle',
      visibility: fields.visibility,
      join_policy: fields.visibility === 'private' ? 'invite' : 'open',
      created_by: ownerId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setMember(app, row.id, ownerId, 'active', 'owner');
  return row.id;
}

/** Puts the member in the group in that state (and role), replacing any row they had. */
export async function setMember(
  app: FastifyInstance,
  groupId: number,
  memberId: number,
  state: 'active' | 'invited' | 'requested' | 'gone',
  role: 'owner' | 'moderator' | 'member' = 'member',
): Promise<void> {
  const { db } = app.deps.database;
  await db
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('member_id', '=', memberId)
    .execute();
  if (state === 'gone') return;
  const now = Date.now();
  await db
    .insertInto('group_members')
    .values({
      group_id: groupId,
      member_id: memberId,
      role,
      state,
      invited_by: null,
      created_at: now,
      joined_at: state === 'active' ? now : null,
    })
    .execute();
}
