import { expect, it } from 'vitest';
import { COMMENT_LIMITS, COMMENT_MESSAGES } from '../../src/shared/api/comments';
import { bodies, comment, postComment, send, thingsOf, thread } from './comment-helpers';
import { describeEachDatabase, signUp } from './helpers';

describeEachDatabase('comments: threads, replies, edits and deletes', (ctx) => {
  const app = () => ctx().app;

  it('writes a comment and a reply; everyone who sees the thing reads them, no-store', async () => {
    const owner = await signUp(app(), { firstname: 'Olga' });
    const fan = await signUp(app(), { firstname: 'Finn' });
    const { event } = await thingsOf(app(), owner);
    const res = await postComment(app(), fan.token, event.kind, event.id, 'How did you **seal** the foam?');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const first = res.json();
    expect(first).toMatchObject({
      parentId: null,
      deleted: false,
      mine: true,
      editedAt: null,
      reactions: [],
    });
    expect(first.html).toBe('<p>How did you <strong>seal</strong> the foam?</p>');
    expect(first.author).toMatchObject({ username: fan.username, name: expect.stringContaining('Finn') });
    await comment(app(), owner.token, event.kind, event.id, 'Plasti Dip, three coats.', first.id);

    const read = await send(app(), 'GET', `/api/comments/${event.kind}/${event.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const visitor = read.json();
    expect(visitor).toMatchObject({
      policy: 'open',
      canComment: false,
      canSetPolicy: false,
      total: 2,
      next: null,
    });
    expect(bodies(visitor)).toEqual(['How did you **seal** the foam?', 'Plasti Dip, three coats.']);
    expect(visitor.comments[0].mine).toBe(false);
    expect((await thread(app(), event.kind, event.id, owner.token)).canSetPolicy).toBe(true);
    expect((await thread(app(), event.kind, event.id, fan.token)).canComment).toBe(true);
  });

  it('threads are one level deep; a reply names a comment of the same thread', async () => {
    const owner = await signUp(app());
    const { event, entry } = await thingsOf(app(), owner);
    const top = await comment(app(), owner.token, event.kind, event.id, 'Top');
    const reply = await comment(app(), owner.token, event.kind, event.id, 'Reply', top.id);
    const deeper = await postComment(app(), owner.token, event.kind, event.id, 'Deeper', reply.id);
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().message).toBe(COMMENT_MESSAGES.replyToReply);
    const elsewhere = await postComment(app(), owner.token, entry.kind, entry.id, 'Elsewhere', top.id);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(COMMENT_MESSAGES.parentNotHere);
    const missing = await postComment(app(), owner.token, event.kind, event.id, 'Nothing', 2_000_000_000);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses visitors, empty and overlong comments, and things that do not exist', async () => {
    const owner = await signUp(app());
    const { event } = await thingsOf(app(), owner);
    expect(
      (await send(app(), 'POST', `/api/comments/event/${event.id}`, undefined, { body: 'Hi' })).statusCode,
    ).toBe(401);
    const empty = await postComment(app(), owner.token, event.kind, event.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Write something first.');
    const long = await postComment(
      app(),
      owner.token,
      event.kind,
      event.id,
      'x'.repeat(COMMENT_LIMITS.body + 1),
    );
    expect(long.statusCode).toBe(400);
    for (const url of [
      '/api/comments/event/999999',
      '/api/comments/event/abc',
      '/api/comments/album-photo/x',
      '/api/comments/con/999999',
    ]) {
      const res = await send(app(), 'GET', url, owner.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(COMMENT_MESSAGES.subjectNotFound);
    }
    expect((await send(app(), 'GET', '/api/comments/message/1')).statusCode).toBe(400);
  });

  it('the author edits (marked edited) and deletes; others may not', async () => {
    const owner = await signUp(app());
    const other = await signUp(app());
    const { event } = await thingsOf(app(), owner);
    const mine = await comment(app(), other.token, event.kind, event.id, 'Frist');
    const url = `/api/comments/${mine.id}`;
    const notYours = await send(app(), 'PATCH', url, owner.token, { body: 'Hacked' });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe(COMMENT_MESSAGES.notYours);
    expect((await send(app(), 'DELETE', url, owner.token)).statusCode).toBe(403);
    const edited = await send(app(), 'PATCH', url, other.token, { body: 'First *really*' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'First *really*', html: '<p>First <em>really</em></p>' });
    expect(edited.json().editedAt).not.toBeNull();
    expect((await thread(app(), event.kind, event.id)).comments[0]?.editedAt).not.toBeNull();
    expect(
      (await send(app(), 'PUT', `/api/reactions/comment/${mine.id}/heart`, owner.token)).statusCode,
    ).toBe(200);
    const gone = await send(app(), 'DELETE', url, other.token);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe(COMMENT_MESSAGES.deleted);
    expect((await thread(app(), event.kind, event.id)).comments).toEqual([]);
    expect((await send(app(), 'DELETE', url, other.token)).statusCode).toBe(404);
    // Its reactions went with it.
    const left = await app()
      .deps.database.db.selectFrom('reactions')
      .select('member_id')
      .where('subject_kind', '=', 'comment')
      .where('subject_id', '=', String(mine.id))
      .execute();
    expect(left).toEqual([]);
  });

  it('a deleted comment with replies stays as a placeholder, and goes with its last reply', async () => {
    const owner = await signUp(app());
    const other = await signUp(app());
    const { event } = await thingsOf(app(), owner);
    const top = await comment(app(), other.token, event.kind, event.id, 'Question');
    const answer = await comment(app(), owner.token, event.kind, event.id, 'Answer', top.id);
    expect((await send(app(), 'DELETE', `/api/comments/${top.id}`, other.token)).statusCode).toBe(200);
    const t = await thread(app(), event.kind, event.id);
    expect(t.comments).toHaveLength(1);
    expect(t.comments[0]).toMatchObject({
      id: top.id,
      deleted: true,
      body: '',
      html: '',
      author: null,
      mine: false,
    });
    expect(t.comments[0]?.replies.map((r) => r.body)).toEqual(['Answer']);
    expect(t.total).toBe(1);
    const again = await postComment(app(), owner.token, event.kind, event.id, 'More', top.id);
    expect(again.statusCode).toBe(400);
    expect((await send(app(), 'DELETE', `/api/comments/${answer.id}`, owner.token)).statusCode).toBe(200);
    expect((await thread(app(), event.kind, event.id)).comments).toEqual([]);
    expect(await app().deps.comments.one(top.id)).toBeUndefined();
  });

  it('pages by top-level comments with their replies', async () => {
    const owner = await signUp(app());
    const { entry } = await thingsOf(app(), owner);
    const ids: number[] = [];
    for (let i = 0; i < COMMENT_LIMITS.page + 2; i++)
      ids.push((await comment(app(), owner.token, entry.kind, entry.id, `C${i}`)).id);
    await comment(app(), owner.token, entry.kind, entry.id, 'R0', ids[0]);
    const first = await thread(app(), entry.kind, entry.id);
    expect(first.comments).toHaveLength(COMMENT_LIMITS.page);
    expect(first.total).toBe(COMMENT_LIMITS.page + 3);
    expect(first.comments[0]?.replies.map((r) => r.body)).toEqual(['R0']);
    expect(first.next).toBe(String(ids[COMMENT_LIMITS.page - 1]));
    const second = await thread(app(), entry.kind, `${entry.id}?after=${first.next}`);
    expect(second.comments.map((c) => c.body)).toEqual([
      `C${COMMENT_LIMITS.page}`,
      `C${COMMENT_LIMITS.page + 1}`,
    ]);
    expect(second.next).toBeNull();
  });

  it('the owner limits comments to members or turns them off; others may not', async () => {
    const owner = await signUp(app());
    const fan = await signUp(app());
    const { tutorial } = await thingsOf(app(), owner);
    await comment(app(), fan.token, tutorial.kind, tutorial.id, 'Great guide');
    const policyUrl = `/api/comments/${tutorial.kind}/${tutorial.id}/policy`;
    const refused = await send(app(), 'PUT', policyUrl, fan.token, { policy: 'off' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COMMENT_MESSAGES.notOwner);
    expect((await send(app(), 'PUT', policyUrl, owner.token, { policy: 'members' })).statusCode).toBe(200);
    const visitor = await thread(app(), tutorial.kind, tutorial.id);
    expect(visitor).toMatchObject({ policy: 'members', comments: [], total: 0, canComment: false });
    expect(bodies(await thread(app(), tutorial.kind, tutorial.id, fan.token))).toEqual(['Great guide']);
    expect((await send(app(), 'PUT', policyUrl, owner.token, { policy: 'off' })).statusCode).toBe(200);
    const off = await thread(app(), tutorial.kind, tutorial.id, fan.token);
    expect(off).toMatchObject({ policy: 'off', comments: [], canComment: false });
    const closed = await postComment(app(), fan.token, tutorial.kind, tutorial.id, 'Hello?');
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(COMMENT_MESSAGES.off);
    expect((await send(app(), 'PUT', policyUrl, owner.token, { policy: 'nobody' })).statusCode).toBe(400);
  });
});
