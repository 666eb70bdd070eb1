import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertLegacyMember,
  insertListedCon,
  migratingDatabase,
  migrationBefore,
  upgradeKinds,
} from './migrating-database';

/**
 * Migration 032 over a database with a con, a photographer and a slot from before it: an album
 * may name the slot, photos and tags hang off it, and everything goes with the accounts.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 032: shoot albums`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const now = Date.now();
    let ids = { photographer: 0, cosplayer: 0, con: 0, slot: 0 };

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm032');
      await database.migrateTo(migrationBefore('032-shoot-albums'));
      const photographer = await insertLegacyMember(database.db, 'lens', now);
      const cosplayer = await insertLegacyMember(database.db, 'cosmo', now);
      const conId = await insertListedCon(database.db, 'album-con', 'Album Con', now);
      const slot = await database.db
        .insertInto('shoot_slots')
        .values({
          convention_id: conId,
          photographer_id: photographer,
          day: '2030-03-07',
          starts_at: now,
          ends_at: now + 1_800_000,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids = { photographer, cosplayer, con: conId, slot: slot.id };
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    it('keeps an album of the old slot with a photo and a tag, and refuses a bad visibility', async () => {
      const album = await database.db
        .insertInto('albums')
        .values({
          photographer_id: ids.photographer,
          convention_id: ids.con,
          shoot_slot_id: ids.slot,
          title: 'Saturday',
          created_at: now,
        })
        .returning(['id', 'visibility'])
        .executeTakeFirstOrThrow();
      expect(album.visibility).toBe('everyone');
      await database.db
        .insertInto('album_photos')
        .values({
          id: 'p'.repeat(22),
          album_id: album.id,
          display: Buffer.from('d'),
          thumb: Buffer.from('t'),
          w480: null,
          w960: null,
          width: 10,
          height: 10,
          alt: 'A photo',
          created_at: now,
        })
        .execute();
      await database.db
        .insertInto('album_tags')
        .values({ photo_id: 'p'.repeat(22), member_id: ids.cosplayer, approved_at: null, created_at: now })
        .execute();
      await expect(
        database.db
          .insertInto('albums')
          .values({
            photographer_id: ids.photographer,
            convention_id: ids.con,
            title: 'x',
            visibility: 'secret',
            created_at: now,
          })
          .execute(),
      ).rejects.toThrow();
    });

    it('leaves the album when its slot goes, and erases tags and albums with the accounts', async () => {
      await database.db.deleteFrom('shoot_slots').where('id', '=', ids.slot).execute();
      const album = await database.db.selectFrom('albums').select('shoot_slot_id').executeTakeFirstOrThrow();
      expect(album.shoot_slot_id).toBeNull();
      await database.db.deleteFrom('users').where('id', '=', ids.cosplayer).execute();
      expect(await database.db.selectFrom('album_tags').selectAll().execute()).toEqual([]);
      await database.db.deleteFrom('users').where('id', '=', ids.photographer).execute();
      expect(await database.db.selectFrom('albums').selectAll().execute()).toEqual([]);
      expect(await database.db.selectFrom('album_photos').select('id').execute()).toEqual([]);
    });
  });
}
