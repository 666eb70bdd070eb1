import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertLegacyMember,
  insertListedCon,
  migratingDatabase,
  migrationBefore,
  upgradeKinds,
} from './migrating-database';

/**
 * Migration 034 over a database with a member and a con from before it: a project can be for the
 * old con, its plan, log, techniques and photos hang off it, the checks refuse unknown statuses,
 * a con that goes leaves the project, and everything goes with the maker's account.
 */
for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 034: projects`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const now = Date.now();
    let ids = { maker: 0, con: 0 };

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm034');
      await database.migrateTo(migrationBefore('034-projects'));
      const maker = await insertLegacyMember(database.db, 'maker', now);
      const con = await insertListedCon(database.db, 'project-con', 'Project Con', now);
      ids = { maker, con };
      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    const newProject = (values: Record<string, unknown> = {}) =>
      database.db
        .insertInto('projects')
        .values({
          owner_id: ids.maker,
          title: 'Paladin armour',
          convention_id: ids.con,
          created_at: now,
          updated_at: now,
          ...values,
        })
        .returning(['id', 'status', 'visibility', 'kind'])
        .executeTakeFirstOrThrow();

    it('keeps a project for an old con, with defaults, a plan, a log entry and a photo', async () => {
      const project = await newProject();
      expect(project).toMatchObject({ status: 'planning', visibility: 'members', kind: 'costume' });
      const db = database.db;
      await db
        .insertInto('project_materials')
        .values({
          project_id: project.id,
          name: 'EVA foam',
          quantity: 1.5,
          unit_cost_cents: 1299,
          created_at: now,
        })
        .execute();
      const material = await db
        .selectFrom('project_materials')
        .select(['quantity', 'status'])
        .where('project_id', '=', project.id)
        .executeTakeFirstOrThrow();
      expect(Number(material.quantity)).toBe(1.5);
      expect(material.status).toBe('needed');
      const entry = await db
        .insertInto('project_entries')
        .values({ project_id: project.id, entry_date: '2030-01-02', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('project_entry_techniques')
        .values({ entry_id: entry.id, technique: 'eva-foam' })
        .execute();
      await db
        .insertInto('project_photos')
        .values({
          id: 'q'.repeat(22),
          project_id: project.id,
          entry_id: entry.id,
          role: 'entry',
          display: Buffer.from('d'),
          thumb: Buffer.from('t'),
          w480: null,
          w960: null,
          width: 10,
          height: 10,
          alt: 'Foam cut',
          created_at: now,
        })
        .execute();
      // An entry that goes takes its photos and techniques with it.
      await db.deleteFrom('project_entries').where('id', '=', entry.id).execute();
      expect(await db.selectFrom('project_photos').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('project_entry_techniques').select('entry_id').execute()).toEqual([]);
    });

    it('refuses a status, visibility or material status it does not know', async () => {
      await expect(newProject({ status: 'abandoned' })).rejects.toThrow();
      await expect(newProject({ visibility: 'friends' })).rejects.toThrow();
      const project = await newProject();
      await expect(
        database.db
          .insertInto('project_materials')
          .values({ project_id: project.id, name: 'Worbla', status: 'lost', created_at: now })
          .execute(),
      ).rejects.toThrow();
    });

    it('leaves the project when its con goes, and takes everything with the maker', async () => {
      const project = await newProject();
      await database.db.deleteFrom('conventions').where('id', '=', ids.con).execute();
      const kept = await database.db
        .selectFrom('projects')
        .select('convention_id')
        .where('id', '=', project.id)
        .executeTakeFirstOrThrow();
      expect(kept.convention_id).toBeNull();
      await database.db.deleteFrom('users').where('id', '=', ids.maker).execute();
      expect(await database.db.selectFrom('projects').select('id').execute()).toEqual([]);
      expect(await database.db.selectFrom('project_materials').select('id').execute()).toEqual([]);
    });
  });
}
