import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 043 over a database with events from before it: every event holds a freed seat 24 h,
 * its RSVPs read as before; the waitlist keeps one place per member, refuses states it does not
 * know and an offer without its end, and goes with the event or the member.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 043: event waitlists`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const now = Date.now();
    let ids = { ada: 0, bo: 0, event: 0 };

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm043');
      await database.migrateTo(migrationBefore('043-event-waitlists'));
      const ada = await insertLegacyMember(database.db, 'ada', now);
      const bo = await insertLegacyMember(database.db, 'bo', now);
      const event = await database.db
        .insertInto('events')
        .values({
          host_id: ada,
          title: 'Build night',
          starts_at: now + 86_400_000,
          ends_at: now + 90_000_000,
          time_zone: 'America/Chicago',
          capacity: 1,
          cancelled_at: null,
          created_at: now,
          updated_at: now,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await database.db
        .insertInto('rsvps')
        .values({
          event_id: event.id,
          user_id: bo,
          status: 'going',
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      ids = { ada, bo, event: event.id };
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    const place = (values: Record<string, unknown>) =>
      database.db
        .insertInto('event_waitlist')
        .values({
          event_id: ids.event,
          user_id: ids.ada,
          position: 1,
          state: 'waiting',
          offered_until: null,
          created_at: now,
          ...values,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();

    it('an event from before holds a freed seat for 24 hours, and its RSVPs read as before', async () => {
      const event = await database.db
        .selectFrom('events')
        .select(['offer_hours', 'capacity'])
        .where('id', '=', ids.event)
        .executeTakeFirstOrThrow();
      expect(event).toEqual({ offer_hours: 24, capacity: 1 });
      const rsvp = await database.db.selectFrom('rsvps').select(['user_id', 'status']).execute();
      expect(rsvp).toEqual([{ user_id: ids.bo, status: 'going' }]);
      await expect(
        database.db.updateTable('events').set({ offer_hours: 5 }).where('id', '=', ids.event).execute(),
      ).rejects.toThrow();
    });

    it('keeps one place per member, refuses unknown states and an offer without its end', async () => {
      const first = await place({});
      expect(first.id).toBeGreaterThan(0);
      await expect(place({ position: 2 })).rejects.toThrow();
      await expect(place({ user_id: ids.bo, state: 'seated' })).rejects.toThrow();
      await expect(place({ user_id: ids.bo, state: 'offered' })).rejects.toThrow();
      await expect(place({ user_id: ids.bo, state: 'waiting', offered_until: now })).rejects.toThrow();
      await place({ user_id: ids.bo, state: 'offered', offered_until: now + 1000, position: 2 });
      const rows = await database.db.selectFrom('event_waitlist').select(['cosplan', 'photoshoot']).execute();
      expect(rows).toEqual([
        { cosplan: '', photoshoot: 0 },
        { cosplan: '', photoshoot: 0 },
      ]);
    });

    it('places go with the member erased and with the event', async () => {
      await database.db.deleteFrom('users').where('id', '=', ids.bo).execute();
      expect(await database.db.selectFrom('event_waitlist').select('user_id').execute()).toEqual([
        { user_id: ids.ada },
      ]);
      await database.db.deleteFrom('events').where('id', '=', ids.event).execute();
      expect(await database.db.selectFrom('event_waitlist').selectAll().execute()).toEqual([]);
    });
  });
}
