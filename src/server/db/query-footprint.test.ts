import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { withDerivedChanges } from './derived-tables';
import { isOpaqueWrite, isWrite, readOf, touches, writesOf } from './query-footprint';
import type { Database } from './schema';

/** Builds queries without a database: only their trees are looked at. */
function builder(dialect: 'sqlite' | 'postgres') {
  const [adapter, compiler] =
    dialect === 'sqlite'
      ? [new SqliteAdapter(), new SqliteQueryCompiler()]
      : [new PostgresAdapter(), new PostgresQueryCompiler()];
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) =>
        dialect === 'sqlite' ? new SqliteIntrospector(db) : new PostgresIntrospector(db),
      createQueryCompiler: () => compiler,
    },
  });
}

const db = builder('sqlite');

describe('what a write changed', () => {
  it('an update: its table, the columns it sets and the rows its plain conditions name', () => {
    const node = db
      .updateTable('users')
      .set({ about: 'x', city: 'Ames' })
      .where('id', '=', 5)
      .toOperationNode();
    expect(writesOf(node)).toEqual([{ table: 'users', columns: ['about', 'city'], keys: { id: [5] } }]);
    const many = db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', 'in', [1, 2])
      .where('deleted_at', 'is', null)
      .toOperationNode();
    expect(writesOf(many)[0]?.keys).toEqual({ id: [1, 2] });
  });

  it('names no rows for a condition that is not a plain conjunction of equalities', () => {
    const node = db
      .updateTable('users')
      .set({ about: '' })
      .where((eb) => eb.or([eb('id', '=', 1), eb('id', '=', 2)]))
      .toOperationNode();
    expect(writesOf(node)[0]?.keys).toEqual({});
  });

  it('an insert changes every column, and names the rows by the values it inserts', () => {
    const node = db
      .insertInto('images')
      .values([
        { id: 'a', user_id: 3, mime: 'image/webp', data: Buffer.from(''), created_at: 1 },
        { id: 'b', user_id: 4, mime: 'image/webp', data: Buffer.from(''), created_at: 1 },
      ] as never)
      .toOperationNode();
    const [change] = writesOf(node);
    expect(change?.table).toBe('images');
    expect(change?.columns).toBe('*');
    expect(change?.keys?.user_id).toEqual([3, 4]);
  });

  it('an upsert also reports the columns its conflict branch sets', () => {
    const node = db
      .insertInto('scores')
      .values({ user_id: 1, game: 'g', score: 3 } as never)
      .onConflict((oc) => oc.columns(['user_id', 'game'] as never).doUpdateSet({ score: 3 } as never))
      .toOperationNode();
    expect(writesOf(node).map((c) => [c.table, c.columns])).toEqual([
      ['scores', '*'],
      ['scores', ['score']],
    ]);
  });

  it('a delete takes whole rows', () => {
    const node = db.deleteFrom('sessions').where('user_id', '=', 9).toOperationNode();
    expect(writesOf(node)).toEqual([{ table: 'sessions', columns: '*', keys: { user_id: [9] } }]);
  });

  it('a raw statement is a write nobody can read unless it plainly reads or locks', () => {
    expect(isOpaqueWrite(sql`UPDATE users SET about = ''`.compile(db).query)).toBe(true);
    expect(isOpaqueWrite(sql`  select 1`.compile(db).query)).toBe(false);
    expect(isOpaqueWrite(sql`SELECT pg_advisory_xact_lock(1)`.compile(db).query)).toBe(false);
  });

  it('sees a write in a WITH clause (PostgreSQL), and no write in a plain read', () => {
    const pg = builder('postgres');
    const node = pg
      .with('gone', (qb) => qb.deleteFrom('sessions').where('user_id', '=', 2).returning('id'))
      .selectFrom('gone')
      .selectAll()
      .toOperationNode();
    expect(isWrite(node)).toBe(true);
    expect(writesOf(node).map((c) => c.table)).toEqual(['sessions']);
    expect(isWrite(db.selectFrom('users').select('id').toOperationNode())).toBe(false);
  });

  it('counts the tables the database fills by trigger from the columns written', () => {
    const tables = (columns: string[]) =>
      withDerivedChanges([{ table: 'users', columns }]).map((change) => change.table);
    expect(tables(['cosplaygroup'])).toEqual(['users', 'users_search', 'users_search_terms']);
    expect(tables(['about'])).toEqual(['users', 'users_search', 'users_search_terms']); // searched since issue 33
    expect(tables(['instagram'])).toEqual(['users']);
  });
});

describe('what a read depends on', () => {
  it('every name it mentions, raw fragments included, and the tables it takes whole', () => {
    const read = readOf(
      db
        .selectFrom('events')
        .innerJoin('users', 'users.id', 'events.host_id')
        .selectAll('events')
        .select(['users.firstname'])
        .where(sql<boolean>`users.visibility = 'everyone'`)
        .toOperationNode(),
    );
    expect([...read.star]).toEqual(['events']);
    for (const word of ['events', 'users', 'firstname', 'visibility', 'host_id'])
      expect(read.words).toContain(word);
    expect(read.words).not.toContain('about');
  });

  it('a count(*) counts rows without taking them whole', () => {
    const read = readOf(
      db
        .selectFrom('rsvps')
        .where('status', '=', 'going')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .toOperationNode(),
    );
    expect(read.star.size).toBe(0);
    expect(read.words).toContain('status');
  });

  it('is touched by a write of a column it mentions, of a table it takes whole, or of whole rows', () => {
    const read = readOf(
      db.selectFrom('users').select(['username', 'city']).where('listed', '=', 1).toOperationNode(),
    );
    expect(touches({ table: 'users', columns: ['city'] }, read)).toBe(true);
    expect(touches({ table: 'users', columns: ['listed'] }, read)).toBe(true);
    expect(touches({ table: 'users', columns: ['about', 'updated_at'] }, read)).toBe(false);
    expect(touches({ table: 'users', columns: '*' }, read)).toBe(true);
    expect(touches({ table: 'events', columns: '*' }, read)).toBe(false);
    const whole = readOf(db.selectFrom('users').selectAll().toOperationNode());
    expect(touches({ table: 'users', columns: ['about'] }, whole)).toBe(true);
  });
});
