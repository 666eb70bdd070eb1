import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listValues } from '../../src/server/db/member-values';
import { profilesRepo } from '../../src/server/db/profiles-repo';
import { searchRepo } from '../../src/server/db/search-repo';
import { STATE_NAMES } from '../../src/shared/constants';
import { insertLegacyMember, migratingDatabase, migrationBefore, upgradeKinds } from './migrating-database';

/**
 * Migration 021 over a database at 020 whose members typed their lists every way an older
 * release let them through (spaces, empty parts, repeats): afterwards member_states and
 * member_roles hold each member's values once, and the state filter and the state numbers give
 * what findable_states (019) gave before the upgrade, for a visitor and for a member.
 */
const members: Array<{
  state: string;
  imawhat: string;
  listed?: number;
  visibility?: string;
  status?: string;
}> = [
  { state: 'Ohio,Kansas', imawhat: 'Cosplayer,Maker' },
  { state: 'Iowa', imawhat: 'Prop Builder', visibility: 'members' },
  { state: 'Ohio,Ohio,,Iowa,', imawhat: ',Maker,,Maker' },
  { state: 'North Dakota', imawhat: 'Cosplayer', listed: 0 },
  { state: 'Kansas', imawhat: '', status: 'suspended' },
  { state: '', imawhat: '' },
  { state: 'Missouri,Wisconsin', imawhat: 'Photographer', visibility: 'members' },
  { state: 'Ohio', imawhat: 'Cosplayer', status: 'pending' },
];

for (const kind of upgradeKinds) {
  describe(`[${kind}] migration 021: states and roles in their own tables`, () => {
    let database: Awaited<ReturnType<typeof migratingDatabase>>;
    const ids: number[] = [];
    /** What 019's table answered at 020, per state: visitors' and members' ids in id order. */
    const before = new Map<string, { anonymous: number[]; member: number[] }>();
    let beforeCounts: Array<{ state: string; count: number }> = [];

    beforeAll(async () => {
      database = await migratingDatabase(kind, 'm021');
      await database.migrateTo(migrationBefore('021-member-states-and-roles'));

      const now = Date.now();
      for (const [i, m] of members.entries()) {
        ids.push(
          await insertLegacyMember(database.db, `legacy${i}`, now, {
            state: m.state,
            imawhat: m.imawhat,
            listed: m.listed ?? 1,
            visibility: m.visibility ?? 'everyone',
            status: (m.status ?? 'active') as 'active',
          }),
        );
      }
      // The answers of before, from migration 019's table as the search and the numbers read it.
      // biome-ignore lint/suspicious/noExplicitAny: findable_states is no longer in the schema
      const old = database.db as unknown as Kysely<any>;
      for (const state of STATE_NAMES) {
        const rows = await old
          .selectFrom('findable_states')
          .select(['user_id', 'members_only'])
          .where('state', '=', state)
          .orderBy('user_id')
          .execute();
        before.set(state, {
          anonymous: rows.filter((r) => Number(r.members_only) === 0).map((r) => Number(r.user_id)),
          member: rows.map((r) => Number(r.user_id)),
        });
      }
      const counts = await old
        .selectFrom('findable_states')
        .select((eb) => ['state', eb.fn.countAll().as('n')])
        .groupBy('state')
        .execute();
      const byState = new Map(counts.map((c) => [c.state as string, Number(c.n)]));
      beforeCounts = STATE_NAMES.map((state) => ({ state, count: byState.get(state) ?? 0 }));

      await database.migrateToLatest();
    });
    afterAll(() => database?.dispose());

    it('holds every member value once, trimmed, with no empty one', async () => {
      const states = await database.db
        .selectFrom('member_states')
        .select(['user_id', 'state'])
        .orderBy('user_id')
        .orderBy('state')
        .execute();
      const roles = await database.db
        .selectFrom('member_roles')
        .select(['user_id', 'role'])
        .orderBy('user_id')
        .orderBy('role')
        .execute();
      const expected = (column: 'state' | 'imawhat') =>
        members.flatMap((m, i) =>
          listValues(m[column])
            .sort()
            .map((value) => [ids[i], value]),
        );
      expect(states.map((r) => [r.user_id, r.state])).toEqual(expected('state'));
      expect(roles.map((r) => [r.user_id, r.role])).toEqual(expected('imawhat'));
      // The migration splits in SQL as listValues does in the repositories.
      expect(states.filter((r) => r.user_id === ids[2]).map((r) => r.state)).toEqual(['Iowa', 'Ohio']);
      expect(roles.filter((r) => r.user_id === ids[2]).map((r) => r.role)).toEqual(['Maker']);
    });

    it('drops findable_states and its triggers', async () => {
      const leftovers =
        kind === 'sqlite'
          ? await sql<{
              name: string;
            }>`SELECT name FROM sqlite_master WHERE name LIKE 'findable_states%'`.execute(database.db)
          : await sql<{ name: string }>`
              SELECT tgname AS name FROM pg_trigger WHERE tgname LIKE 'findable_states%'
              UNION ALL SELECT relname FROM pg_class WHERE relname LIKE 'findable_states%'
              UNION ALL SELECT proname FROM pg_proc WHERE proname LIKE 'findable_states%'`.execute(
              database.db,
            );
      expect(leftovers.rows).toEqual([]);
    });

    it('gives the state filter and the state numbers of before the upgrade', async () => {
      const search = searchRepo(database.db, database.dialect);
      for (const state of STATE_NAMES) {
        const was = before.get(state)!;
        const anonymous = await search.search('', state, 0, 50, 'anonymous');
        const member = await search.search('', state, 0, 50, 'member');
        expect(
          anonymous.rows.map((r) => r.id),
          state,
        ).toEqual(was.anonymous);
        expect(anonymous.total, state).toBe(was.anonymous.length);
        expect(
          member.rows.map((r) => r.id),
          state,
        ).toEqual(was.member);
        expect(member.total, state).toBe(was.member.length);
      }
      // Not vacuous: the members of before are there, and the hidden ones are not.
      expect(before.get('Ohio')).toEqual({ anonymous: [ids[0], ids[2]], member: [ids[0], ids[2]] });
      expect(before.get('Iowa')).toEqual({ anonymous: [ids[2]], member: [ids[1], ids[2]] });
      expect(await profilesRepo(database.db, database.dialect).stateCounts()).toEqual(beforeCounts);
      expect(beforeCounts.find((c) => c.state === 'Kansas')?.count).toBe(1);
    });
  });
}
