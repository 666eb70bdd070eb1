import { expect, it } from 'vitest';
import { sweep } from '../../src/server/jobs/sweep';
import { comment, send, thingsOf } from './comment-helpers';
import { describeEachDatabase, signUp } from './helpers';

describeEachDatabase('the hourly sweep removes the talk of deleted things', (ctx) => {
  const app = () => ctx().app;
  const talkOn = async (kind: string, id: string) => {
    const { db } = app().deps.database;
    const count = async (table: 'comments' | 'reactions') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .where('subject_kind', '=', kind as never)
            .where('subject_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { comments: await count('comments'), reactions: await count('reactions') };
  };

  it('a deleted entry’s and tutorial’s comments, replies and reactions go; a live thing keeps its own', async () => {
    const owner = await signUp(app());
    const fan = await signUp(app());
    const { entry, tutorial, event, projectId } = await thingsOf(app(), owner);
    const notes = [];
    for (const subject of [entry, tutorial, event]) {
      const note = await comment(app(), fan.token, subject.kind, subject.id, 'Lovely seams');
      const reply = await send(app(), 'POST', `/api/comments/${subject.kind}/${subject.id}`, owner.token, {
        body: 'Thanks!',
        parentId: note.id,
      });
      expect(reply.statusCode, reply.body).toBe(201);
      if (subject.kind !== 'event') {
        // Events take comments, not reactions.
        const reacted = await send(
          app(),
          'PUT',
          `/api/reactions/${subject.kind}/${subject.id}/fire`,
          fan.token,
        );
        expect(reacted.statusCode, reacted.body).toBe(200);
      }
      const onNote = await send(app(), 'PUT', `/api/reactions/comment/${note.id}/heart`, owner.token);
      expect(onNote.statusCode, onNote.body).toBe(200);
      notes.push(String(note.id));
    }
    expect((await send(app(), 'DELETE', `/api/tutorials/${tutorial.id}`, owner.token)).statusCode).toBe(204);
    const entryGone = await send(
      app(),
      'DELETE',
      `/api/projects/${projectId}/entries/${entry.id}`,
      owner.token,
    );
    expect(entryGone.statusCode, entryGone.body).toBe(204);
    // Before the sweep the rows linger (answering 404 to everyone).
    expect(await talkOn(entry.kind, entry.id)).toEqual({ comments: 2, reactions: 1 });

    await sweep(app().deps);

    expect(await talkOn(entry.kind, entry.id)).toEqual({ comments: 0, reactions: 0 });
    expect(await talkOn(tutorial.kind, tutorial.id)).toEqual({ comments: 0, reactions: 0 });
    expect(await talkOn('comment', notes[0] as string)).toEqual({ comments: 0, reactions: 0 });
    expect(await talkOn('comment', notes[1] as string)).toEqual({ comments: 0, reactions: 0 });
    // The event was not deleted: its thread, replies and reactions stay.
    expect(await talkOn(event.kind, event.id)).toEqual({ comments: 2, reactions: 0 });
    expect(await talkOn('comment', notes[2] as string)).toEqual({ comments: 0, reactions: 1 });
    const thread = await send(app(), 'GET', `/api/comments/${event.kind}/${event.id}`, fan.token);
    expect(thread.json().total).toBe(2);
  });
});
