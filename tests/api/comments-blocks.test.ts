import { expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '../../src/shared/api/comments';
import { bodies, comment, postComment, send, thingsOf, thread } from './comment-helpers';
import { describeEachDatabase, signUp } from './helpers';

/** Blocks and mutes on comments, rows inserted directly (the block routes are another change's). */
describeEachDatabase('comments: blocks and mutes', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().deps.database.db;
  const block = (blocker: number, blocked: number) =>
    db()
      .insertInto('member_blocks')
      .values({ blocker_id: blocker, blocked_id: blocked, created_at: 1 })
      .execute();
  const mute = (muter: number, muted: number) =>
    db().insertInto('member_mutes').values({ muter_id: muter, muted_id: muted, created_at: 1 }).execute();

  for (const direction of ['the owner blocked the member', 'the member blocked the owner'] as const) {
    it(`${direction}: no comment, reply or reaction on the other's things, as if they did not exist`, async () => {
      const owner = await signUp(app());
      const other = await signUp(app());
      const bystander = await signUp(app());
      const { event, entry } = await thingsOf(app(), owner);
      const ownersComment = await comment(app(), owner.token, event.kind, event.id, 'Welcome all');
      const bystanders = await comment(app(), bystander.token, event.kind, event.id, 'Thanks!');
      if (direction === 'the owner blocked the member') await block(owner.userId, other.userId);
      else await block(other.userId, owner.userId);
      for (const subject of [event, entry]) {
        const read = await send(app(), 'GET', `/api/comments/${subject.kind}/${subject.id}`, other.token);
        expect(read.statusCode).toBe(404);
        expect(read.json().message).toBe(COMMENT_MESSAGES.subjectNotFound);
        const write = await postComment(app(), other.token, subject.kind, subject.id, 'Let me in');
        expect(write.statusCode).toBe(404);
        expect(write.json().message).toBe(COMMENT_MESSAGES.subjectNotFound);
      }
      const reply = await postComment(app(), other.token, event.kind, event.id, 'Reply', bystanders.id);
      expect(reply.statusCode).toBe(404);
      for (const url of [
        `/api/reactions/project-entry/${entry.id}/heart`,
        `/api/reactions/comment/${ownersComment.id}/fire`,
      ])
        expect((await send(app(), 'PUT', url, other.token)).statusCode, url).toBe(404);
    });

    it(`${direction}: neither sees the other's comments on a third member's thing`, async () => {
      const host = await signUp(app());
      const a = await signUp(app());
      const b = await signUp(app());
      const { tutorial } = await thingsOf(app(), host);
      const fromA = await comment(app(), a.token, tutorial.kind, tutorial.id, 'From A');
      await comment(app(), b.token, tutorial.kind, tutorial.id, 'From B');
      await comment(app(), host.token, tutorial.kind, tutorial.id, 'Host answers A', fromA.id);
      if (direction === 'the owner blocked the member') await block(a.userId, b.userId);
      else await block(b.userId, a.userId);
      expect(bodies(await thread(app(), tutorial.kind, tutorial.id, a.token))).toEqual([
        'From A',
        'Host answers A',
      ]);
      const seenByB = await thread(app(), tutorial.kind, tutorial.id, b.token);
      expect(bodies(seenByB)).toEqual(['From B']);
      expect(seenByB.total).toBe(1);
      // B cannot answer A's comment nor react to it: for B it is not there.
      expect(
        (await postComment(app(), b.token, tutorial.kind, tutorial.id, 'Hey', fromA.id)).statusCode,
      ).toBe(404);
      expect((await send(app(), 'PUT', `/api/reactions/comment/${fromA.id}/heart`, b.token)).statusCode).toBe(
        404,
      );
      expect(bodies(await thread(app(), tutorial.kind, tutorial.id))).toEqual([
        'From A',
        'Host answers A',
        'From B',
      ]);
    });

    it(`${direction}: a mention of the other is not linked and not notified`, async () => {
      const host = await signUp(app());
      const author = await signUp(app());
      const named = await signUp(app());
      const { event } = await thingsOf(app(), host);
      if (direction === 'the owner blocked the member') await block(author.userId, named.userId);
      else await block(named.userId, author.userId);
      const written = await comment(
        app(),
        author.token,
        event.kind,
        event.id,
        `Ask @${named.username} and @${host.username}`,
      );
      expect(written.html).toBe(
        `<p>Ask @${named.username} and <a href="/public/${host.username}">@${host.username}</a></p>`,
      );
      await app().deps.jobs.runDue();
      const inbox = await send(app(), 'GET', '/api/me/notifications', named.token);
      expect(inbox.json().notifications).toEqual([]);
    });
  }

  it('a mute hides the muted member’s comments from the muter only, and their notices', async () => {
    const host = await signUp(app());
    const muter = await signUp(app());
    const muted = await signUp(app());
    const { event } = await thingsOf(app(), host);
    const mine = await comment(app(), muter.token, event.kind, event.id, 'Mine');
    await mute(muter.userId, muted.userId);
    await comment(app(), muted.token, event.kind, event.id, `Reply to @${muter.username}`, mine.id);
    expect(bodies(await thread(app(), event.kind, event.id, muter.token))).toEqual(['Mine']);
    expect(bodies(await thread(app(), event.kind, event.id, muted.token))).toEqual([
      'Mine',
      `Reply to @${muter.username}`,
    ]);
    expect(bodies(await thread(app(), event.kind, event.id))).toHaveLength(2);
    await app().deps.jobs.runDue();
    expect((await send(app(), 'GET', '/api/me/notifications', muter.token)).json().notifications).toEqual([]);
  });
});
