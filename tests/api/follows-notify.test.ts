import { expect, it } from 'vitest';
import type { InboxResponse } from '../../src/shared/api/notifications';
import { createEvent } from './event-helpers';
import { bearer, describeEachDatabase, signUp } from './helpers';
import { newEntry, newProject } from './project-api-helpers';
import { tutorialOf } from './tutorial-api-helpers';
import { unzip } from './zip-helpers';

type Member = Awaited<ReturnType<typeof signUp>>;

/**
 * Following (issue 37 item 3): followers hear of a member's new projects, log entries, tutorials
 * and events through the one notification model, only when they may see the thing, never across
 * a block or after muting the member; the followed member hears of a new follower.
 */
describeEachDatabase(
  'following: what followers hear of',
  (ctx) => {
    const app = () => ctx().app;
    const db = () => app().deps.database.db;
    const runJobs = () => app().deps.jobs.runDue();
    const follow = async (who: Member, whom: Member) => {
      const res = await app().inject({
        method: 'PUT',
        url: `/api/me/following/${whom.username}`,
        headers: bearer(who.token),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const inbox = async (who: Member) => {
      await runJobs();
      const res = await app().inject({ url: '/api/me/notifications', headers: bearer(who.token) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as InboxResponse).notifications;
    };
    /** The types of the member's stored rows, shown or not (the inbox hides what they may not see now). */
    const stored = async (who: Member) => {
      await runJobs();
      const rows = await db()
        .selectFrom('notifications')
        .select('type')
        .where('user_id', '=', who.userId)
        .execute();
      return rows.map((r) => r.type);
    };
    const ofType = async (who: Member, type: string) => (await inbox(who)).filter((n) => n.type === type);
    /** A maker and a member who follows them. */
    const pair = async () => {
      const [maker, fan] = [await signUp(app()), await signUp(app())];
      await follow(fan, maker);
      return { maker, fan };
    };

    it('tells a follower of a new project and log entry others may see, grouped per project; never the maker', async () => {
      const { maker, fan } = await pair();
      const project = await newProject(app(), maker.token, {
        title: 'Paladin armour',
        visibility: 'members',
      });
      await newEntry(app(), maker.token, project.id);
      await newEntry(app(), maker.token, project.id, { date: '2026-03-02' });
      expect(await ofType(fan, 'followed-project')).toMatchObject([
        {
          text: `${maker.fields.firstname} started a project: Paladin armour`,
          url: `/projects/${project.id}`,
          actor: { username: maker.username },
        },
      ]);
      const entries = await ofType(fan, 'followed-entry');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        text: `${maker.fields.firstname} wrote 2 build log entries in Paladin armour`,
        url: `/projects/${project.id}`,
      });
      // The maker hears only that they have a follower, never of their own doing.
      expect((await inbox(maker)).map((n) => n.type)).toEqual(['new-follower']);
    });

    it('tells nobody of a private project or its entries', async () => {
      const { maker, fan } = await pair();
      const project = await newProject(app(), maker.token, { visibility: 'private' });
      await newEntry(app(), maker.token, project.id);
      expect(await stored(fan)).toEqual([]);
    });

    it('tells nobody of an entry in a project the follower may not see (hidden by an organiser)', async () => {
      const { maker, fan } = await pair();
      const project = await newProject(app(), maker.token, { visibility: 'everyone' });
      await runJobs();
      await db()
        .updateTable('projects')
        .set({ hidden_at: Date.now() })
        .where('id', '=', project.id)
        .execute();
      await newEntry(app(), maker.token, project.id);
      expect(await stored(fan)).toEqual(['followed-project']);
      // What was heard before leaves the inbox while the follower may not see the project.
      expect(await ofType(fan, 'followed-project')).toEqual([]);
    });

    it('takes the news away when the project becomes private', async () => {
      const { maker, fan } = await pair();
      const project = await newProject(app(), maker.token, { visibility: 'members' });
      await newEntry(app(), maker.token, project.id);
      expect(await ofType(fan, 'followed-entry')).toHaveLength(1);
      const res = await app().inject({
        method: 'PATCH',
        url: `/api/projects/${project.id}`,
        headers: bearer(maker.token),
        payload: { visibility: 'private' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await inbox(fan)).toEqual([]);
    });

    it('tells a follower of a private project once it is shown, once however often it is toggled', async () => {
      const { maker, fan } = await pair();
      const project = await newProject(app(), maker.token, { visibility: 'private' });
      expect(await stored(fan)).toEqual([]);
      const show = async (visibility: string) => {
        const res = await app().inject({
          method: 'PATCH',
          url: `/api/projects/${project.id}`,
          headers: bearer(maker.token),
          payload: { visibility },
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      await show('members');
      expect(await ofType(fan, 'followed-project')).toHaveLength(1);
      await show('private');
      await show('everyone');
      await show('members');
      expect(await stored(fan)).toEqual(['followed-project']);
      expect(await ofType(fan, 'followed-project')).toHaveLength(1);
    });

    it('tells a follower who muted the maker nothing', async () => {
      const { maker, fan } = await pair();
      await db()
        .insertInto('member_mutes')
        .values({ muter_id: fan.userId, muted_id: maker.userId, created_at: Date.now() })
        .execute();
      const project = await newProject(app(), maker.token, { visibility: 'members' });
      await newEntry(app(), maker.token, project.id);
      expect(await stored(fan)).toEqual([]);
    });

    it('tells nobody across a block, either way', async () => {
      const { maker, fan } = await pair();
      const other = await signUp(app());
      await follow(other, maker);
      await db()
        .insertInto('member_blocks')
        .values([
          { blocker_id: maker.userId, blocked_id: fan.userId, created_at: Date.now() },
          { blocker_id: other.userId, blocked_id: maker.userId, created_at: Date.now() },
        ])
        .execute();
      const project = await newProject(app(), maker.token, { visibility: 'everyone' });
      await newEntry(app(), maker.token, project.id);
      await createEvent(app(), maker.token, { title: 'Foam night' });
      expect(await stored(fan)).toEqual([]);
      expect(await stored(other)).toEqual([]);
    });

    it('keeps to the follower’s choices: the inbox turned off for log entries', async () => {
      const { maker, fan } = await pair();
      const off = await app().inject({
        method: 'PUT',
        url: '/api/me/notification-settings',
        headers: bearer(fan.token),
        payload: { type: 'followed-entry', channel: 'inbox', enabled: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      const project = await newProject(app(), maker.token, { visibility: 'members' });
      await newEntry(app(), maker.token, project.id);
      expect((await inbox(fan)).map((n) => n.type)).toEqual(['followed-project']);
    });

    it('tells a follower of a published tutorial (once) and a new event', async () => {
      const { maker, fan } = await pair();
      const { project, tutorial } = await tutorialOf(app(), maker.token, { publish: true });
      await app().inject({
        method: 'PATCH',
        url: `/api/tutorials/${tutorial.id}`,
        headers: bearer(maker.token),
        payload: { title: 'Foam bracers, again', published: true },
      });
      const tutorials = await ofType(fan, 'followed-tutorial');
      expect(tutorials).toHaveLength(1);
      expect(tutorials[0]).toMatchObject({
        text: `${maker.fields.firstname} published a tutorial from ${project.title}`,
        url: `/tutorials/${tutorial.id}`,
      });
      const eventId = await createEvent(app(), maker.token, { title: 'Build Night' });
      expect(await ofType(fan, 'followed-event')).toMatchObject([
        { text: `${maker.fields.firstname} made an event: Build Night`, url: `/events/${eventId}` },
      ]);
    });

    it('tells a member of a new follower, once, unless they muted them', async () => {
      const [ada, ben, cy] = [await signUp(app()), await signUp(app()), await signUp(app())];
      await follow(ben, ada);
      await follow(ben, ada);
      expect(await ofType(ada, 'new-follower')).toMatchObject([
        {
          text: `${ben.fields.firstname} started following you`,
          url: `/public/${ben.username}`,
          actor: { username: ben.username },
        },
      ]);
      await db()
        .insertInto('member_mutes')
        .values({ muter_id: ada.userId, muted_id: cy.userId, created_at: Date.now() })
        .execute();
      await follow(cy, ada);
      const notices = await ofType(ada, 'new-follower');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.text).toBe(`${ben.fields.firstname} started following you`);
    });

    it('puts whom the member follows and who follows them in the export', async () => {
      const [ada, ben, cy] = [await signUp(app()), await signUp(app()), await signUp(app())];
      await follow(ada, ben);
      await follow(cy, ada);
      const res = await app().inject({ url: '/api/me/export', headers: bearer(ada.token) });
      expect(res.statusCode).toBe(200);
      const file = (await unzip(res.rawPayload)).get('follows.json');
      const follows = JSON.parse(file!.toString('utf8'));
      expect(follows).toMatchObject({
        following: [{ username: ben.username }],
        followers: [{ username: cy.username }],
      });
      expect(Number.isNaN(Date.parse(follows.following[0].since))).toBe(false);
    });
  },
  { build: { jobTimer: false } },
);
