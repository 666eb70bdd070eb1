import { expect, it } from 'vitest';
import type { InboxResponse } from '../../src/shared/api/notifications';
import { comment, send, thingsOf } from './comment-helpers';
import { describeEachDatabase, signUp } from './helpers';
import { newEntry, newProject } from './project-api-helpers';

describeEachDatabase(
  'comments: who hears of a comment',
  (ctx) => {
    const app = () => ctx().app;
    const inbox = async (token: string) => {
      await app().deps.jobs.runDue();
      const res = await send(app(), 'GET', '/api/me/notifications', token);
      expect(res.statusCode).toBe(200);
      return (res.json() as InboxResponse).notifications.map((n) => ({
        type: n.type,
        text: n.text,
        url: n.url,
      }));
    };

    it('the owner hears of a comment, its author of a reply, a member of their mention; never oneself', async () => {
      const owner = await signUp(app(), { firstname: 'Olga' });
      const fan = await signUp(app(), { firstname: 'Finn' });
      const friend = await signUp(app(), { firstname: 'Frida' });
      const { event } = await thingsOf(app(), owner);
      const question = await comment(app(), fan.token, event.kind, event.id, 'When do we start?');
      expect(await inbox(owner.token)).toEqual([
        { type: 'comment-on-yours', text: 'Finn commented on “Build night”', url: `/events/${event.id}` },
      ]);
      await comment(
        app(),
        owner.token,
        event.kind,
        event.id,
        `At six. Bring @${friend.username} too!`,
        question.id,
      );
      expect(await inbox(fan.token)).toEqual([
        {
          type: 'comment-reply',
          text: 'Olga replied to your comment on “Build night”',
          url: `/events/${event.id}`,
        },
      ]);
      expect(await inbox(friend.token)).toEqual([
        {
          type: 'comment-mention',
          text: 'Olga mentioned you in a comment on “Build night”',
          url: `/events/${event.id}`,
        },
      ]);
      // The owner's own reply told the owner nothing more; a self-mention tells nobody.
      await comment(app(), fan.token, event.kind, event.id, `Note to @${fan.username}`);
      expect((await inbox(fan.token)).map((n) => n.type)).toEqual(['comment-reply']);
      expect((await inbox(owner.token)).map((n) => n.type)).toEqual(['comment-on-yours']);
    });

    it('someone who may not see the thing is neither linked nor told', async () => {
      const owner = await signUp(app());
      const outsider = await signUp(app());
      const project = await newProject(app(), owner.token, { visibility: 'private' });
      const entry = await newEntry(app(), owner.token, project.id);
      const note = await comment(
        app(),
        owner.token,
        'project-entry',
        String(entry.id),
        `Show @${outsider.username}`,
      );
      expect(note.html).toBe(`<p>Show @${outsider.username}</p>`);
      expect(await inbox(outsider.token)).toEqual([]);
    });

    it('an edit tells only members named for the first time', async () => {
      const owner = await signUp(app());
      const first = await signUp(app());
      const second = await signUp(app());
      const { entry } = await thingsOf(app(), owner);
      const note = await comment(app(), owner.token, entry.kind, entry.id, `Thanks @${first.username}`);
      expect(await inbox(first.token)).toHaveLength(1);
      const edited = await send(app(), 'PATCH', `/api/comments/${note.id}`, owner.token, {
        body: `Thanks @${first.username} and @${second.username}`,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().html).toContain(`<a href="/public/${second.username}">@${second.username}</a>`);
      expect(await inbox(first.token)).toHaveLength(1);
      expect((await inbox(second.token)).map((n) => n.type)).toEqual(['comment-mention']);
    });
  },
  { build: { jobTimer: false } },
);
