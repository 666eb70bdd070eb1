import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 027 over a database at 026 with a member and the seeded cons: one attendance per
 * member per con, members by default, of the three choices only; one row per day; days need
 * their attendance; everything goes with the member, the con or the attendance.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 027: who is going to a con`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    let userId = 0;
    let conId = 0;
    let otherConId = 0;

    const attendance = (convention_id: number, visibility?: string) => ({
      convention_id,
      user_id: userId,
      // 'friends' is what the check refuses, hence the cast.
      ...(visibility ? { visibility: visibility as 'public' } : {}),
      created_at: 1,
      updated_at: 1,
    });
    const day = (convention_id: number, d: string) => ({ convention_id, user_id: userId, day: d });
    const count = async (table: 'con_attendance' | 'con_attendance_days') =>
      (await database.db.selectFrom(table).select('user_id').execute()).length;

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm027');
      await database.migrateTo(migrationBefore('027-con-attendance'));
      userId = await insertLegacyMember(database.db, 'legacy', Date.now());
      const cons = await database.db.selectFrom('conventions').select('id').orderBy('id').limit(2).execute();
      conId = cons[0]!.id;
      otherConId = cons[1]!.id;
      await database.migrateToLatest();
    });

    afterAll(() => database?.dispose());

    it('keeps one attendance per member per con, members unless given, of the three choices only', async () => {
      await expect(
        database.db.insertInto('con_attendance').values(attendance(conId, 'friends')).execute(),
      ).rejects.toThrow();
      await database.db.insertInto('con_attendance').values(attendance(conId)).execute();
      await expect(
        database.db.insertInto('con_attendance').values(attendance(conId, 'public')).execute(),
      ).rejects.toThrow();
      await database.db.insertInto('con_attendance').values(attendance(otherConId, 'private')).execute();
      const rows = await database.db
        .selectFrom('con_attendance')
        .selectAll()
        .orderBy('convention_id')
        .execute();
      expect(rows.map((r) => r.visibility)).toEqual(['members', 'private']);
    });

    it('keeps each day once, only under an attendance, not decided unless given', async () => {
      await database.db.insertInto('con_attendance_days').values(day(conId, '2026-08-01')).execute();
      await expect(
        database.db.insertInto('con_attendance_days').values(day(conId, '2026-08-01')).execute(),
      ).rejects.toThrow();
      await database.db.insertInto('con_attendance_days').values(day(otherConId, '2026-08-01')).execute();
      const orphan = { convention_id: conId + 100, user_id: userId, day: '2026-08-01' };
      await expect(database.db.insertInto('con_attendance_days').values(orphan).execute()).rejects.toThrow();
      const first = await database.db
        .selectFrom('con_attendance_days')
        .selectAll()
        .orderBy('convention_id')
        .executeTakeFirst();
      expect([first?.character, first?.series]).toEqual(['', '']);
    });

    it('drops the days with their attendance, and everything with the con or the member', async () => {
      await database.db.deleteFrom('con_attendance').where('convention_id', '=', otherConId).execute();
      expect([await count('con_attendance'), await count('con_attendance_days')]).toEqual([1, 1]);
      await database.db.deleteFrom('conventions').where('id', '=', conId).execute();
      expect([await count('con_attendance'), await count('con_attendance_days')]).toEqual([0, 0]);
      await database.db.insertInto('con_attendance').values(attendance(otherConId)).execute();
      await database.db.insertInto('con_attendance_days').values(day(otherConId, '2026-08-02')).execute();
      await database.db.deleteFrom('users').where('id', '=', userId).execute();
      expect([await count('con_attendance'), await count('con_attendance_days')]).toEqual([0, 0]);
    });
  });
}
