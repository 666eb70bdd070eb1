import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { DELETION_GRACE_MS, purgeDeletedAccounts } from '../../src/server/features/profiles/account-deletion';
import type { AuditPage } from '../../src/shared/api/moderation';
import { members, send } from './group-helpers';
import { seedGroup, setMember } from './group-seed';
import { describeEachDatabase, signUp } from './helpers';
import { organiser, organiserPost } from './moderation-helpers';

const clock = { now: Date.parse('2026-06-01T12:00:00Z') };

/** Issue 38 item 5: a suspended or erased owner's groups pass on; a group with nobody left goes. */
describeEachDatabase(
  'groups: the owner hand-over on suspension and erasure',
  (ctx) => {
    const app = (): FastifyInstance => ctx().app;
    const db = () => app().deps.database.db;
    /** The member joined the group at `at` (seniority decides who takes over). */
    const joinedAt = (groupId: number, memberId: number, at: number) =>
      db()
        .updateTable('group_members')
        .set({ joined_at: at })
        .where('group_id', '=', groupId)
        .where('member_id', '=', memberId)
        .execute();
    const roles = async (groupId: number) => {
      const rows = await db()
        .selectFrom('group_members')
        .select(['member_id', 'role'])
        .where('group_id', '=', groupId)
        .execute();
      return new Map(rows.map((r) => [r.member_id, r.role]));
    };
    const owners = async (groupId: number) =>
      [...(await roles(groupId))].filter(([, role]) => role === 'owner').map(([id]) => id);
    const exists = async (groupId: number) =>
      (await db().selectFrom('groups').select('id').where('id', '=', groupId).executeTakeFirst()) !==
      undefined;
    const audit = async (token: string) => {
      const res = await send(app(), 'GET', '/api/organisers/audit?limit=10', token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AuditPage).entries;
    };
    const suspend = (token: string, memberId: number) =>
      organiserPost(app(), token, `members/${memberId}/suspend`, 'Harassment');

    it('a suspended owner’s groups pass to the longest-serving moderator, else member; audited', async () => {
      const boss = await organiser(app());
      const owner = await signUp(app());
      const [oldMember, newMod, oldMod, suspendedMod, invitee] = await members(app(), 5);
      const crew = await seedGroup(app(), owner.userId, {
        slug: 'crew',
        visibility: 'private',
        name: 'Crew',
      });
      await setMember(app(), crew, oldMember!.userId, 'active');
      await setMember(app(), crew, newMod!.userId, 'active', 'moderator');
      await setMember(app(), crew, oldMod!.userId, 'active', 'moderator');
      await setMember(app(), crew, suspendedMod!.userId, 'active', 'moderator');
      await setMember(app(), crew, invitee!.userId, 'invited');
      await joinedAt(crew, suspendedMod!.userId, 1_000);
      await joinedAt(crew, oldMember!.userId, 2_000);
      await joinedAt(crew, oldMod!.userId, 3_000);
      await joinedAt(crew, newMod!.userId, 4_000);
      // A hidden group with members only: the longest-serving member takes it.
      const circle = await seedGroup(app(), owner.userId, {
        slug: 'circle',
        visibility: 'public',
        name: 'Circle',
      });
      await setMember(app(), circle, newMod!.userId, 'active');
      await setMember(app(), circle, oldMember!.userId, 'active');
      await joinedAt(circle, newMod!.userId, 5_000);
      await joinedAt(circle, oldMember!.userId, 6_000);
      await db().updateTable('groups').set({ hidden_at: clock.now }).where('id', '=', circle).execute();
      // Nobody else: deleted.
      const alone = await seedGroup(app(), owner.userId, {
        slug: 'alone',
        visibility: 'members',
        name: 'Alone',
      });
      await setMember(app(), alone, invitee!.userId, 'invited');
      expect((await suspend(boss.token, suspendedMod!.userId)).statusCode).toBe(200);

      const res = await suspend(boss.token, owner.userId);
      expect(res.statusCode, res.body).toBe(200);

      const crewRoles = await roles(crew);
      expect(crewRoles.get(oldMod!.userId)).toBe('owner');
      expect(crewRoles.get(owner.userId)).toBe('member');
      expect(await owners(crew)).toEqual([oldMod!.userId]);
      expect(await owners(circle)).toEqual([newMod!.userId]);
      expect(await exists(alone)).toBe(false);
      const entries = await audit(boss.token);
      const handed = entries.filter((e) => e.action === 'group.owner.handover');
      expect(handed.map((e) => e.detail).sort()).toEqual(
        [
          `group ${circle}: Circle, from @${owner.username} (suspended)`,
          `group ${crew}: Crew, from @${owner.username} (suspended)`,
        ].sort(),
      );
      expect(handed.map((e) => e.memberUsername).sort()).toEqual([newMod!.username, oldMod!.username].sort());
      expect(entries.find((e) => e.action === 'group.owner.none')).toMatchObject({
        detail: `group ${alone}: Alone`,
        memberUsername: owner.username,
      });
    });

    it('an account erased after the restore window hands its groups on; nothing is audited', async () => {
      const owner = await signUp(app());
      const [first, second] = await members(app(), 2);
      const shared = await seedGroup(app(), owner.userId, { slug: 'shared', visibility: 'public' });
      await setMember(app(), shared, second!.userId, 'active');
      await setMember(app(), shared, first!.userId, 'active');
      await joinedAt(shared, first!.userId, 1_000);
      await joinedAt(shared, second!.userId, 2_000);
      const lonely = await seedGroup(app(), owner.userId, { slug: 'lonely', visibility: 'private' });
      await db().updateTable('users').set({ deleted_at: clock.now }).where('id', '=', owner.userId).execute();

      await purgeDeletedAccounts(app().deps);
      expect(await owners(shared)).toEqual([owner.userId]);
      clock.now += DELETION_GRACE_MS + 1000;
      expect(await purgeDeletedAccounts(app().deps)).toBeGreaterThanOrEqual(1);
      expect(await owners(shared)).toEqual([first!.userId]);
      expect((await roles(shared)).has(owner.userId)).toBe(false);
      expect(await exists(lonely)).toBe(false);
      // The log itself (no organiser is signed in): nothing about this owner's groups.
      const logged = await db()
        .selectFrom('audit_log')
        .select('action')
        .where('action', 'like', 'group.owner%')
        .where((eb) =>
          eb.or([eb('detail', 'like', `%@${owner.username} %`), eb('member_username', '=', owner.username)]),
        )
        .execute();
      expect(logged).toEqual([]);
    });

    it('the owner handing over while being suspended: exactly one owner after, never the suspended one', async () => {
      const boss = await organiser(app());
      const owner = await signUp(app());
      const crowd = await members(app(), 29);
      const id = await seedGroup(app(), owner.userId, { slug: 'busy', visibility: 'public' });
      for (const m of crowd) await setMember(app(), id, m.userId, 'active');
      const handOvers = crowd.map((m) =>
        send(app(), 'PATCH', `/api/groups/busy/members/${m.username}`, owner.token, { role: 'owner' }),
      );
      const results = await Promise.all([suspend(boss.token, owner.userId), ...handOvers]);
      expect(results[0]!.statusCode, results[0]!.body).toBe(200);
      for (const r of results.slice(1)) expect([200, 401, 403]).toContain(r.statusCode);
      const after = await owners(id);
      expect(after).toHaveLength(1);
      expect(after[0]).not.toBe(owner.userId);
      expect(crowd.map((m) => m.userId)).toContain(after[0]);
    });
  },
  { build: { now: () => clock.now, jobTimer: false } },
);
