import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, upgradeKinds } from './migrating-database';

/**
 * Migration 028 over a database at 026 with a member: a character is claimed once (seat 0), or
 * once per member (seat = their id) when doubles are allowed; one claim per member per group; a
 * seat is 0 or the member's id; groups and claims go with their member.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 028: group cosplays at a con`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    let userId = 0;
    let otherId = 0;
    let characterId = 0;
    let groupId = 0;
    const claim = (user: number, seat: number) => ({
      group_id: groupId,
      character_id: characterId,
      user_id: user,
      seat,
      created_at: 0,
      updated_at: 0,
    });

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm028');
      // At 026 as the comment above says, not at the migration right before 028.
      await database.migrateTo('026-conventions');
      const now = Date.now();
      userId = await insertLegacyMember(database.db, 'legacy', now);
      otherId = await insertLegacyMember(database.db, 'other', now);
      await database.migrateToLatest();
      const con = await database.db
        .selectFrom('conventions')
        .select('id')
        .where('slug', '=', 'gen-con')
        .executeTakeFirstOrThrow();
      groupId = (
        await database.db
          .insertInto('con_groups')
          .values({
            convention_id: con.id,
            lead_id: userId,
            series: 'S',
            day: null,
            title: 'S',
            created_at: 0,
            updated_at: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      characterId = (
        await database.db
          .insertInto('con_group_characters')
          .values({ group_id: groupId, name: 'Lumine', created_at: 0 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    });

    afterAll(() => database?.dispose());

    it('holds a character once at seat 0, once per member at their own seat, one claim per member', async () => {
      await database.db.insertInto('con_group_claims').values(claim(userId, 0)).execute();
      await expect(
        database.db.insertInto('con_group_claims').values(claim(otherId, 0)).execute(),
      ).rejects.toThrow();
      // A seat is 0 or the claimer's id.
      await expect(
        database.db.insertInto('con_group_claims').values(claim(otherId, userId)).execute(),
      ).rejects.toThrow();
      await database.db.insertInto('con_group_claims').values(claim(otherId, otherId)).execute();
      // One claim per member per group, whatever the seat.
      await expect(
        database.db.insertInto('con_group_claims').values(claim(userId, userId)).execute(),
      ).rejects.toThrow();
      // Doubles off (every seat back to 0) fails while two claims hold the character.
      await expect(
        database.db
          .updateTable('con_group_claims')
          .set({ seat: 0 })
          .where('group_id', '=', groupId)
          .execute(),
      ).rejects.toThrow();
      const rows = await database.db
        .selectFrom('con_group_claims')
        .select(['user_id', 'seat', 'status'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { user_id: userId, seat: 0, status: 'pending' },
        { user_id: otherId, seat: otherId, status: 'pending' },
      ]);
    });

    it("erases the lead's group, with its characters and claims, with the lead", async () => {
      await database.db.deleteFrom('users').where('id', '=', userId).execute();
      expect(await database.db.selectFrom('con_groups').select('id').execute()).toEqual([]);
      expect(await database.db.selectFrom('con_group_claims').select('id').execute()).toEqual([]);
      expect(await database.db.selectFrom('con_group_characters').select('id').execute()).toEqual([]);
    });
  });
}
