import { expect, it } from 'vitest';
import { DELETION_GRACE_MS } from '../../src/server/features/profiles/account-deletion';
import { runClubCommand } from '../../src/server/ops/club-command';
import { MODERATION_MESSAGES } from '../../src/shared/api/moderation';
import { ACCOUNT_ERASE_AFTER_MS, type OutMember } from '../../src/shared/api/organiser-members';
import { ORGANISER_NEEDS_PASSKEY } from '../../src/shared/api/passkeys';
import { bearer, describeEachDatabase } from './helpers';
import { login, member, moderationWorld, organiser, organiserPost } from './moderation-helpers';

const { clock, build } = moderationWorld();
const iso = () => new Date(clock.now).toISOString();

describeEachDatabase(
  'organisers list suspended and leaving members, and lift a suspension from the list',
  (ctx) => {
    const app = () => ctx().app;
    const list = (token?: string, query = '') =>
      app().inject({ url: `/api/organisers/members/suspended${query}`, headers: token ? bearer(token) : {} });
    /** Every listed member (all pages at once), by id. */
    const listed = async (token: string) => {
      const res = await list(token, '?limit=100');
      expect(res.statusCode, res.body).toBe(200);
      return new Map((res.json().members as OutMember[]).map((m) => [m.id, m]));
    };
    const suspend = async (token: string, id: number, reason: string) => {
      const res = await organiserPost(app(), token, `members/${id}/suspend`, reason);
      expect(res.statusCode, res.body).toBe(200);
    };
    const deleteAccount = (m: { userId: number; token: string; password: string }) =>
      app().inject({
        method: 'DELETE',
        url: `/api/users/${m.userId}`,
        payload: { password: m.password },
        headers: bearer(m.token),
      });
    const auditAbout = async (token: string, username: string) => {
      const res = await app().inject({ url: '/api/organisers/audit?limit=100', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      return (res.json().entries as Array<Record<string, unknown>>).filter(
        (e) => e.memberUsername === username,
      );
    };

    it('the server and the shared contract agree on when a deleted account is erased', () => {
      expect(ACCOUNT_ERASE_AFTER_MS).toBe(DELETION_GRACE_MS);
    });

    it('lists a suspension with its reason, who decided and when, and an appeal; private, no-store', async () => {
      const org = await organiser(app());
      const m = await member(app(), { firstname: 'Casey', lastname: 'Stitch' });
      clock.now += 60_000;
      await suspend(org.token, m.userId, 'Harassing members at the meetup');
      const suspendedAt = iso();

      const res = await list(org.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-total-count']).toBe(String(res.json().total));
      expect((await listed(org.token)).get(m.userId)).toEqual({
        id: m.userId,
        username: m.username,
        firstname: 'Casey',
        lastname: 'Stitch',
        standing: 'suspended',
        reason: 'Harassing members at the meetup',
        decidedBy: org.username,
        decidedAt: suspendedAt,
        appealedAt: null,
        erasesAt: null,
      });

      clock.now += 60_000;
      const appealed = await app().inject({
        method: 'POST',
        url: '/api/appeals',
        payload: { username: m.username, password: m.password, note: 'I apologised.' },
      });
      expect(appealed.statusCode, appealed.body).toBe(201);
      expect((await listed(org.token)).get(m.userId)).toMatchObject({
        appealedAt: iso(),
        decidedAt: suspendedAt,
      });
    });

    it('lists an account being deleted with the member as the decider and the day it is erased', async () => {
      const org = await organiser(app());
      const m = await member(app());
      clock.now += 60_000;
      const deleted = await deleteAccount(m);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await listed(org.token)).get(m.userId)).toMatchObject({
        standing: 'deleting',
        reason: '',
        decidedBy: m.username,
        decidedAt: iso(),
        appealedAt: null,
        erasesAt: new Date(clock.now + DELETION_GRACE_MS).toISOString(),
      });
      // Nothing to lift: it is the member's own choice (their restore link undoes it).
      const lift = await organiserPost(app(), org.token, `members/${m.userId}/unsuspend`, 'Come back');
      expect(lift.statusCode).toBe(404);
      expect(lift.json().message).toBe(MODERATION_MESSAGES.noSuchMember);
    });

    it('lifting: audited, the member signs in again and leaves the list; a second lift is a 409', async () => {
      const org = await organiser(app());
      const m = await member(app());
      await suspend(org.token, m.userId, 'Spam links');
      expect((await login(app(), m.username, m.password)).statusCode).toBe(403);

      expect((await organiserPost(app(), org.token, `members/${m.userId}/unsuspend`, '')).statusCode).toBe(
        400,
      );
      clock.now += 60_000;
      const lifted = await organiserPost(app(), org.token, `members/${m.userId}/unsuspend`, 'Links removed');
      expect(lifted.statusCode, lifted.body).toBe(200);
      expect(lifted.json()).toEqual({ message: MODERATION_MESSAGES.memberUnsuspended });
      expect((await listed(org.token)).has(m.userId)).toBe(false);
      expect((await login(app(), m.username, m.password)).statusCode).toBe(200);
      expect((await auditAbout(org.token, m.username))[0]).toMatchObject({
        at: iso(),
        actorUsername: org.username,
        action: 'member.unsuspend',
        memberProfile: m.username,
        reason: 'Links removed',
      });

      const again = await organiserPost(app(), org.token, `members/${m.userId}/unsuspend`, 'Links removed');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(MODERATION_MESSAGES.notSuspended);
      const missing = await organiserPost(app(), org.token, 'members/2147483000/unsuspend', 'Who?');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MODERATION_MESSAGES.noSuchMember);
    });

    it('two organisers lifting at once: the database lets one through, the other hears why', async () => {
      const org = await organiser(app());
      const other = await organiser(app());
      const m = await member(app());
      await suspend(org.token, m.userId, 'Spam links');
      const answers = await Promise.all(
        [org, other, org].map((o) => organiserPost(app(), o.token, `members/${m.userId}/unsuspend`, 'Fine')),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      for (const refused of answers.filter((a) => a.statusCode === 409))
        expect(refused.json().message).toBe(MODERATION_MESSAGES.notSuspended);
      const lifts = (await auditAbout(org.token, m.username)).filter((e) => e.action === 'member.unsuspend');
      expect(lifts).toHaveLength(1);
    });

    it('pages: suspended members first, then deletions; the total stays; nonsense paging is the first page', async () => {
      const org = await organiser(app());
      const leaving = await member(app());
      expect((await deleteAccount(leaving)).statusCode).toBe(200);
      await suspend(org.token, (await member(app())).userId, 'One');
      await suspend(org.token, (await member(app())).userId, 'Two');
      const all = [...(await listed(org.token)).values()];
      const total = all.length;
      expect(total).toBeGreaterThanOrEqual(3);
      const standings = all.map((m) => m.standing);
      expect(standings.lastIndexOf('suspended')).toBeLessThan(standings.indexOf('deleting'));

      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(total / 2); page += 1) {
        const res = await list(org.token, `?page=${page}&limit=2`);
        expect(res.json().total).toBe(total);
        seen.push(...res.json().members.map((m: OutMember) => m.id));
      }
      expect(seen).toEqual(all.map((m) => m.id));
      const beyond = await list(org.token, `?page=${total + 1}&limit=2`);
      expect(beyond.json()).toEqual({ members: [], total });
      const nonsense = await list(org.token, '?page=x&limit=-4');
      expect(nonsense.statusCode).toBe(200);
      expect(nonsense.json().members.map((m: OutMember) => m.id)).toEqual(all.slice(0, 20).map((m) => m.id));
    });

    it('refuses members (403), visitors (401) and an organiser without a passkey (403)', async () => {
      const m = await member(app());
      const refused = await list(m.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.json().members).toBeUndefined();
      expect((await list()).statusCode).toBe(401);
      const keyless = await member(app());
      await runClubCommand(app().deps, ['organiser', 'add', keyless.username], app().deps.now());
      const noKey = await list(keyless.token);
      expect(noKey.statusCode).toBe(403);
      expect(noKey.json().message).toBe(ORGANISER_NEEDS_PASSKEY);
      // Nor may a member lift anyone's suspension.
      const org = await organiser(app());
      const target = await member(app());
      await suspend(org.token, target.userId, 'Spam');
      expect(
        (await organiserPost(app(), m.token, `members/${target.userId}/unsuspend`, 'Me')).statusCode,
      ).toBe(403);
      expect((await listed(org.token)).get(target.userId)?.standing).toBe('suspended');
    });

    it('the audit log names a live member for a link, and stops once the account is being deleted', async () => {
      const org = await organiser(app());
      const m = await member(app());
      const grant = await app().inject({
        method: 'POST',
        url: `/api/organisers/members/${m.userId}/role`,
        payload: { role: 'organiser' },
        headers: bearer(org.token),
      });
      expect(grant.statusCode, grant.body).toBe(200);
      expect((await auditAbout(org.token, m.username))[0]).toMatchObject({
        action: 'role.grant',
        memberProfile: m.username,
      });
      const removed = await app().inject({
        method: 'POST',
        url: `/api/organisers/members/${m.userId}/role`,
        payload: { role: 'member' },
        headers: bearer(org.token),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await deleteAccount(m)).statusCode).toBe(200);
      const entries = await auditAbout(org.token, m.username);
      expect(entries.map((e) => [e.action, e.memberProfile])).toEqual([
        ['role.remove', ''],
        ['role.grant', ''],
      ]);
    });
  },
  { build },
);
