import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 042 over a database with members and an event from before it: the old event belongs
 * to no group; a group has at most one owner, roles above member only while active, a private
 * group is invite-only, and a group's events, members, projects and cover go with it.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 042: groups`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const now = Date.now();
    let ids = { ada: 0, bo: 0, cy: 0 };
    const event = (title: string, groupId?: number) => ({
      host_id: ids.ada,
      title,
      starts_at: now + 86_400_000,
      ends_at: now + 90_000_000,
      time_zone: 'America/Chicago',
      created_at: now,
      updated_at: now,
      ...(groupId !== undefined && { group_id: groupId }),
    });

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm042');
      await database.migrateTo(migrationBefore('042-groups'));
      ids = {
        ada: await insertLegacyMember(database.db, 'ada', now),
        bo: await insertLegacyMember(database.db, 'bo', now),
        cy: await insertLegacyMember(database.db, 'cy', now),
      };
      await database.db.insertInto('events').values(event('Old build night')).execute();
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    const group = (slug: string, values: Record<string, unknown> = {}) =>
      database.db
        .insertInto('groups')
        .values({
          slug,
          name: slug,
          kind: 'crew',
          visibility: 'public',
          join_policy: 'open',
          created_by: ids.ada,
          created_at: now,
          updated_at: now,
          ...values,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    const member = (groupId: number, memberId: number, role: string, state = 'active') =>
      database.db
        .insertInto('group_members')
        .values({
          group_id: groupId,
          member_id: memberId,
          role,
          state,
          invited_by: null,
          created_at: now,
          joined_at: now,
        } as never)
        .execute();

    it('keeps the old event in no group; refuses kinds, visibilities and policies it does not know', async () => {
      const old = await database.db
        .selectFrom('events')
        .select('group_id')
        .where('title', '=', 'Old build night')
        .executeTakeFirstOrThrow();
      expect(old.group_id).toBeNull();
      await group('kc-chapter');
      await expect(group('kc-chapter')).rejects.toThrow();
      await expect(group('guild', { kind: 'guild' })).rejects.toThrow();
      await expect(group('secret', { visibility: 'secret' })).rejects.toThrow();
      await expect(group('whenever', { join_policy: 'whenever' })).rejects.toThrow();
    });

    it('a private group is invite-only', async () => {
      await expect(group('hush-open', { visibility: 'private', join_policy: 'open' })).rejects.toThrow();
      await expect(group('hush-ask', { visibility: 'private', join_policy: 'request' })).rejects.toThrow();
      await group('hush', { visibility: 'private', join_policy: 'invite' });
      await expect(
        database.db.updateTable('groups').set({ join_policy: 'open' }).where('slug', '=', 'hush').execute(),
      ).rejects.toThrow();
    });

    it('one owner per group; a role above member only while active; one row per member', async () => {
      const g = await group('crown');
      await member(g.id, ids.ada, 'owner');
      await expect(member(g.id, ids.bo, 'owner')).rejects.toThrow();
      await expect(member(g.id, ids.ada, 'member')).rejects.toThrow();
      await expect(member(g.id, ids.bo, 'moderator', 'invited')).rejects.toThrow();
      await expect(member(g.id, ids.bo, 'member', 'banned')).rejects.toThrow();
      await expect(member(g.id, ids.bo, 'chief')).rejects.toThrow();
      await member(g.id, ids.bo, 'member', 'requested');
      await member(g.id, ids.cy, 'moderator');
      await expect(
        database.db
          .updateTable('group_members')
          .set({ role: 'owner' })
          .where('member_id', '=', ids.cy)
          .execute(),
      ).rejects.toThrow();
      // Another group has its own owner.
      const other = await group('other-crown');
      await member(other.id, ids.bo, 'owner');
    });

    it('a deleted group takes its events, members and cover; an erased member’s rows go, the group stays', async () => {
      const g = await group('gone-crew');
      await member(g.id, ids.ada, 'owner');
      await member(g.id, ids.cy, 'member');
      await database.db.insertInto('events').values(event('Crew night', g.id)).execute();
      await database.db
        .insertInto('group_covers')
        .values({
          group_id: g.id,
          id: 'c'.repeat(22),
          data: Buffer.from('x'),
          width: 1,
          height: 1,
          created_at: now,
        })
        .execute();
      await database.db.deleteFrom('users').where('id', '=', ids.cy).execute();
      expect(
        await database.db
          .selectFrom('group_members')
          .select('member_id')
          .where('group_id', '=', g.id)
          .execute(),
      ).toEqual([{ member_id: ids.ada }]);
      await database.db.deleteFrom('groups').where('id', '=', g.id).execute();
      expect(
        await database.db.selectFrom('events').select('title').where('title', '=', 'Crew night').execute(),
      ).toEqual([]);
      expect(
        await database.db
          .selectFrom('group_members')
          .select('member_id')
          .where('group_id', '=', g.id)
          .execute(),
      ).toEqual([]);
      expect(await database.db.selectFrom('group_covers').select('id').execute()).toEqual([]);
      expect(
        await database.db
          .selectFrom('events')
          .select('title')
          .where('title', '=', 'Old build night')
          .execute(),
      ).toHaveLength(1);
    });
  });
}
