import { expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { GROUP_MESSAGES, type GroupDetail } from '../../src/shared/api/groups';
import { groupPage, invite, join, members, send, startGroup } from './group-helpers';
import { bearer, describeEachDatabase, multipart } from './helpers';
import { png } from './images';
import { newProject } from './project-api-helpers';
import { block } from './relation-helpers';
import { unzip } from './zip-helpers';

/** Groups: projects shown in them, covers, limits and the export (issue 38 item 1). */
describeEachDatabase(
  'groups: projects, covers, limits, export',
  (ctx) => {
    const app = () => ctx().app;
    const projectIds = async (slug: string, token?: string) => {
      const res = await send(app(), 'GET', `/api/groups/${slug}/projects`, token);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { projects: { id: number }[] }).projects.map((p) => p.id);
    };
    const putCover = async (slug: string, token: string) => {
      const form = multipart(
        {},
        { image: { data: await png(640, 360), filename: 'c.png', type: 'image/png' } },
      );
      return app().inject({
        method: 'PUT',
        url: `/api/groups/${slug}/cover`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(token) },
      });
    };

    it('projects: a member shows their own members-visible project; never a private one, nor another’s', async () => {
      const [maker, other, outsider] = await members(app(), 3);
      if (!maker || !other || !outsider) throw new Error('members');
      const g = await startGroup(app(), maker.token, { name: 'Project Crew' });
      await join(app(), g.slug, other.token);
      const shown = await newProject(app(), maker.token, { title: 'Leona', visibility: 'members' });
      const secret = await newProject(app(), maker.token, { title: 'Secret', visibility: 'private' });
      const others = await newProject(app(), other.token, { title: 'Not yours', visibility: 'everyone' });
      const put = (id: number, token: string) =>
        send(app(), 'PUT', `/api/groups/${g.slug}/projects/${id}`, token);
      expect((await put(shown.id, maker.token)).statusCode).toBe(200);
      for (const [id, token] of [
        [secret.id, maker.token],
        [others.id, maker.token],
        [999999, maker.token],
      ] as const) {
        const res = await put(id, token);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(GROUP_MESSAGES.notAProject);
      }
      // Not in the group: refused.
      expect((await put(others.id, outsider.token)).statusCode).toBe(400);
      expect(await projectIds(g.slug, other.token)).toEqual([shown.id]);
      // A members-only project is not for visitors, even in a public group.
      expect(await projectIds(g.slug)).toEqual([]);
      // Made private later: gone from the group.
      const priv = await send(app(), 'PATCH', `/api/projects/${shown.id}`, maker.token, {
        visibility: 'private',
      });
      expect(priv.statusCode, priv.body).toBe(200);
      expect(await projectIds(g.slug, other.token)).toEqual([]);
      await send(app(), 'PATCH', `/api/projects/${shown.id}`, maker.token, { visibility: 'members' });
      expect(await projectIds(g.slug, other.token)).toEqual([shown.id]);
      // A block hides it; leaving the group takes it out.
      await block(app(), outsider.token, maker.username);
      expect(await projectIds(g.slug, outsider.token)).toEqual([]);
      expect(
        (await send(app(), 'DELETE', `/api/groups/${g.slug}/projects/${others.id}`, maker.token)).statusCode,
      ).toBe(400);
      expect(
        (await send(app(), 'DELETE', `/api/groups/${g.slug}/members/${other.username}`, other.token))
          .statusCode,
      ).toBe(200);
      expect(await projectIds(g.slug, maker.token)).toEqual([shown.id]);
      expect(
        (await send(app(), 'DELETE', `/api/groups/${g.slug}/projects/${shown.id}`, maker.token)).statusCode,
      ).toBe(200);
      expect(await projectIds(g.slug, maker.token)).toEqual([]);
    });

    it('covers: a public group’s is public; a private group’s opens only at the signed address its members get', async () => {
      const [owner, insider, outsider] = await members(app(), 3);
      if (!owner || !insider || !outsider) throw new Error('members');
      const pub = await startGroup(app(), owner.token, { name: 'Cover Crew' });
      const priv = await startGroup(app(), owner.token, {
        name: 'Hidden Cover Crew',
        visibility: 'private',
        joinPolicy: 'invite',
      });
      await invite(app(), priv.slug, owner.token, [insider.username]);
      await join(app(), priv.slug, insider.token);
      expect((await putCover(pub.slug, insider.token)).statusCode).toBe(403);
      expect((await putCover(priv.slug, outsider.token)).statusCode).toBe(404);
      const setPub = await putCover(pub.slug, owner.token);
      expect(setPub.statusCode, setPub.body).toBe(200);
      const pubUrl = (setPub.json() as GroupDetail).cover?.url ?? '';
      expect(pubUrl).toMatch(/^\/api\/groups\/cover-crew\/cover\/[A-Za-z0-9_-]{22}$/);
      const pubBytes = await send(app(), 'GET', pubUrl);
      expect(pubBytes.statusCode).toBe(200);
      expect(pubBytes.headers['content-type']).toBe('image/webp');
      expect(pubBytes.headers['cache-control']).toContain('public');

      // A moderator-only write: a plain member gets 403.
      expect((await putCover(priv.slug, insider.token)).statusCode).toBe(403);
      const setPriv = await putCover(priv.slug, owner.token);
      expect(setPriv.statusCode, setPriv.body).toBe(200);
      const signed = (await groupPage(app(), priv.slug, insider.token)).body?.cover?.url ?? '';
      expect(signed).toContain('sig=');
      const ok = await send(app(), 'GET', signed);
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['cache-control']).toBe('private, no-store');
      // Without the signature (an outsider who learnt the id): the same 404 as no cover.
      const bare = signed.split('?')[0] ?? '';
      expect((await send(app(), 'GET', bare, outsider.token)).statusCode).toBe(404);
      expect((await send(app(), 'GET', `${bare}?exp=1&sig=forged`)).statusCode).toBe(404);
      expect((await send(app(), 'GET', `/api/groups/${priv.slug}/cover/short`)).statusCode).toBe(404);
      // Removed: its address is gone.
      expect((await send(app(), 'DELETE', `/api/groups/${priv.slug}/cover`, owner.token)).statusCode).toBe(
        200,
      );
      expect((await send(app(), 'GET', signed)).statusCode).toBe(404);
      const noFile = await app().inject({
        method: 'PUT',
        url: `/api/groups/${pub.slug}/cover`,
        ...multipart({}),
        headers: { ...multipart({}).headers, ...bearer(owner.token) },
      });
      expect(noFile.statusCode).toBe(400);
    });

    it('limits: 30 concurrent group starts pass exactly GROUPS_PER_MEMBER_DAY, the rest 429 with Retry-After; invitations likewise', async () => {
      const [starter, inviter] = await members(app(), 2);
      if (!starter || !inviter) throw new Error('members');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          send(app(), 'POST', '/api/groups', starter.token, {
            name: `Burst ${i}`,
            kind: 'crew',
            visibility: 'public',
            joinPolicy: 'open',
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(codes.filter((c) => c === 429)).toHaveLength(27);
      const refused = answers.find((a) => a.statusCode === 429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused?.json().message).toContain('You have started many groups today.');

      const g = await startGroup(app(), inviter.token, { name: 'Inviting Crew', joinPolicy: 'invite' });
      const invitees = await members(app(), 30);
      const invites = await Promise.all(
        invitees.map((m) =>
          send(app(), 'POST', `/api/groups/${g.slug}/invitations`, inviter.token, {
            usernames: [m.username],
          }),
        ),
      );
      const inviteCodes = invites.map((a) => a.statusCode);
      expect(inviteCodes.filter((c) => c === 200)).toHaveLength(4);
      expect(inviteCodes.filter((c) => c === 429)).toHaveLength(26);
      const waiting = await send(app(), 'GET', `/api/groups/${g.slug}/members?state=invited`, inviter.token);
      expect(waiting.json().total).toBe(4);
    });

    it('the export holds the member’s own groups and standing, never other members’ private group content', async () => {
      const [owner, member, outsider] = await members(app(), 3);
      if (!owner || !member || !outsider) throw new Error('members');
      const priv = await startGroup(app(), owner.token, {
        name: 'Export Hush Crew',
        visibility: 'private',
        joinPolicy: 'invite',
        description: 'Only for us',
      });
      await invite(app(), priv.slug, owner.token, [member.username]);
      const groupsOf = async (token: string) => {
        const res = await app().inject({ url: '/api/me/export', headers: bearer(token) });
        expect(res.statusCode, res.body).toBe(200);
        const files = await unzip(res.rawPayload);
        return JSON.parse(files.get('groups.json')?.toString('utf8') ?? 'null') as {
          groups: { slug: string; myRole: string; myStanding: string }[];
        };
      };
      expect((await groupsOf(owner.token)).groups).toMatchObject([
        { slug: priv.slug, myRole: 'owner', myStanding: 'active' },
      ]);
      expect((await groupsOf(member.token)).groups).toMatchObject([
        { slug: priv.slug, myRole: 'member', myStanding: 'invited' },
      ]);
      expect(JSON.stringify(await groupsOf(outsider.token))).not.toContain('Hush');
      expect(JSON.stringify(await groupsOf(member.token))).not.toContain(owner.username);
    });
  },
  {
    config: () => ({
      rateLimits: {
        ...loadConfig({}).rateLimits,
        groupsPerUserDay: { max: 3, windowMs: 86_400_000 },
        groupInvitationsPerUser: { max: 4, windowMs: 3_600_000 },
      },
    }),
  },
);
