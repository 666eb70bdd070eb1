import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 045 over a database with events from before it: they stay one-off events (no series,
 * not detached); a series needs exactly one end and a known frequency; (series_id, recurrence_id)
 * is unique, while one-off events (null series) never clash; erasing the host takes the series
 * and its occurrences.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 045: event series`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const now = Date.now();
    let host = 0;
    let oldEvent = 0;

    const event = (values: Record<string, unknown> = {}) =>
      database.db
        .insertInto('events')
        .values({
          host_id: host,
          title: 'Build night',
          starts_at: now,
          ends_at: now + 3_600_000,
          time_zone: 'America/Chicago',
          created_at: now,
          updated_at: now,
          ...values,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    const series = (values: Record<string, unknown> = {}) =>
      database.db
        .insertInto('event_series')
        .values({
          host_id: host,
          frequency: 'weekly',
          time_zone: 'America/Chicago',
          first_date: '2027-01-07',
          start_time: '19:00',
          duration_minutes: 120,
          until_date: null,
          count: 10,
          expanded_until: now,
          created_at: now,
          updated_at: now,
          ...values,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm045');
      await database.migrateTo(migrationBefore('045-event-series'));
      host = await insertLegacyMember(database.db, 'ada', now);
      oldEvent = (await event()).id;
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    it('keeps the events from before as one-off events', async () => {
      const row = await database.db
        .selectFrom('events')
        .select(['series_id', 'recurrence_id', 'series_detached'])
        .where('id', '=', oldEvent)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ series_id: null, recurrence_id: null, series_detached: 0 });
      await event();
      await event();
    });

    it('a series has exactly one end and a known frequency; an occurrence exists once', async () => {
      await expect(series({ count: null })).rejects.toThrow();
      await expect(series({ until_date: '2027-06-01' })).rejects.toThrow();
      await expect(series({ frequency: 'daily' })).rejects.toThrow();
      const made = await series();
      await event({ series_id: made.id, recurrence_id: now });
      await expect(event({ series_id: made.id, recurrence_id: now })).rejects.toThrow();
      await event({ series_id: made.id, recurrence_id: now + 1 });
    });

    it('erasing the host takes the series and its occurrences', async () => {
      const bo = await insertLegacyMember(database.db, 'bo', now);
      const made = await series({ host_id: bo });
      await event({ host_id: bo, series_id: made.id, recurrence_id: now });
      await database.db.deleteFrom('users').where('id', '=', bo).execute();
      expect(
        await database.db.selectFrom('event_series').select('id').where('id', '=', made.id).execute(),
      ).toEqual([]);
      expect(
        await database.db.selectFrom('events').select('id').where('series_id', '=', made.id).execute(),
      ).toEqual([]);
    });
  });
}
