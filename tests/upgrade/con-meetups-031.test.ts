import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertLegacyMember,
  insertListedCon,
  migratingDatabase,
  migrationBefore,
  upgradeKinds,
} from './migrating-database';

/**
 * Migration 031 over a database with an event from before it: the old event keeps working with
 * no con; a new event may name a con and a day, and becomes a plain event again when the con goes.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 031: meetups at a con`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    let hostId = 0;
    const now = Date.now();
    const event = (title: string, con?: { convention_id: number; con_day: string }) => ({
      host_id: hostId,
      title,
      starts_at: now + 86_400_000,
      ends_at: now + 90_000_000,
      time_zone: 'America/Chicago',
      created_at: now,
      updated_at: now,
      ...con,
    });
    const events = () =>
      database.db
        .selectFrom('events')
        .select(['title', 'convention_id', 'con_day'])
        .orderBy('title')
        .execute();

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm031');
      await database.migrateTo(migrationBefore('031-con-meetups'));
      hostId = await insertLegacyMember(database.db, 'host', now);
      await database.db.insertInto('events').values(event('Old build night')).execute();
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    it('keeps the event from before with no con, and links a new one to a con day', async () => {
      const con = { id: await insertListedCon(database.db, 'upgrade-con', 'Upgrade Con', now) };
      await database.db
        .insertInto('events')
        .values(event('Con meetup', { convention_id: con.id, con_day: '2030-03-07' }))
        .execute();
      await expect(
        database.db
          .insertInto('events')
          .values(event('Bad con', { convention_id: con.id + 1000, con_day: '2030-03-07' }))
          .execute(),
      ).rejects.toThrow();
      expect(await events()).toEqual([
        { title: 'Con meetup', convention_id: con.id, con_day: '2030-03-07' },
        { title: 'Old build night', convention_id: null, con_day: null },
      ]);
      // The con's meetups, by day and start, as the con page reads them.
      const meetups = await database.db
        .selectFrom('events')
        .select('title')
        .where('convention_id', '=', con.id)
        .orderBy('con_day')
        .orderBy('starts_at')
        .execute();
      expect(meetups.map((m) => m.title)).toEqual(['Con meetup']);
    });

    it('leaves a con’s meetups as plain events when the con is deleted', async () => {
      await database.db.deleteFrom('conventions').where('slug', '=', 'upgrade-con').execute();
      expect(await events()).toEqual([
        { title: 'Con meetup', convention_id: null, con_day: '2030-03-07' },
        { title: 'Old build night', convention_id: null, con_day: null },
      ]);
    });
  });
}
