import { expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '../../src/shared/api/comments';
import {
  albumPhoto,
  comment,
  conPage,
  postComment,
  type Subject,
  send,
  thingsOf,
  thread,
} from './comment-helpers';
import { createEvent } from './event-helpers';
import { describeEachDatabase, signUp } from './helpers';
import { newEntry, newProject } from './project-api-helpers';

describeEachDatabase('comments: who sees a thread, on every kind of thing', (ctx) => {
  const app = () => ctx().app;

  const expectHidden = async (subject: Subject, token?: string) => {
    const read = await send(app(), 'GET', `/api/comments/${subject.kind}/${subject.id}`, token);
    expect(read.statusCode, `${subject.kind} read`).toBe(404);
    expect(read.json().message).toBe(COMMENT_MESSAGES.subjectNotFound);
    if (!token) return;
    const write = await postComment(app(), token, subject.kind, subject.id, 'Hello');
    expect(write.statusCode, `${subject.kind} write`).toBe(404);
    expect(write.json().message).toBe(COMMENT_MESSAGES.subjectNotFound);
  };

  it('every kind: a visitor reads, a member writes, the owner sets the policy', async () => {
    const owner = await signUp(app());
    const member = await signUp(app());
    const things = await thingsOf(app(), owner);
    const con = await conPage(app());
    const photo = await albumPhoto(app());
    const subjects: [Subject, { token: string }][] = [
      [things.event, owner],
      [things.entry, owner],
      [things.tutorial, owner],
      [photo.subject, photo.shooter],
      [con.subject, con.organiser],
    ];
    for (const [subject, ownerOf] of subjects) {
      await comment(app(), member.token, subject.kind, subject.id, `On ${subject.kind}`);
      const visitor = await thread(app(), subject.kind, subject.id);
      expect(
        visitor.comments.map((c) => c.body),
        subject.kind,
      ).toEqual([`On ${subject.kind}`]);
      expect(visitor.canComment).toBe(false);
      expect((await thread(app(), subject.kind, subject.id, member.token)).canSetPolicy, subject.kind).toBe(
        false,
      );
      expect((await thread(app(), subject.kind, subject.id, ownerOf.token)).canSetPolicy, subject.kind).toBe(
        true,
      );
      const policy = await send(
        app(),
        'PUT',
        `/api/comments/${subject.kind}/${subject.id}/policy`,
        ownerOf.token,
        {
          policy: 'members',
        },
      );
      expect(policy.statusCode, `${subject.kind} ${policy.body}`).toBe(200);
      expect((await thread(app(), subject.kind, subject.id)).comments, subject.kind).toEqual([]);
    }
  });

  it('a members-only event and a members-only project: members only', async () => {
    const owner = await signUp(app());
    const member = await signUp(app());
    const eventId = await createEvent(app(), owner.token, { title: 'Club night', visibility: 'members' });
    const project = await newProject(app(), owner.token, { visibility: 'members' });
    const entry = await newEntry(app(), owner.token, project.id);
    for (const subject of [
      { kind: 'event', id: String(eventId) },
      { kind: 'project-entry', id: String(entry.id) },
    ] as Subject[]) {
      await expectHidden(subject);
      await comment(app(), member.token, subject.kind, subject.id, 'Members here');
      expect((await thread(app(), subject.kind, subject.id, member.token)).total).toBe(1);
    }
  });

  it('a private project’s entry and a draft tutorial: their maker only', async () => {
    const owner = await signUp(app());
    const member = await signUp(app());
    const project = await newProject(app(), owner.token, { visibility: 'private' });
    const entry = await newEntry(app(), owner.token, project.id);
    const open = await newProject(app(), owner.token, { visibility: 'everyone' });
    const step = await newEntry(app(), owner.token, open.id);
    const draft = await send(app(), 'POST', `/api/projects/${open.id}/tutorial`, owner.token, {
      title: 'Draft',
      intro: '',
      entryIds: [step.id],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    for (const subject of [
      { kind: 'project-entry', id: String(entry.id) },
      { kind: 'tutorial', id: String(draft.json().id) },
    ] as Subject[]) {
      await expectHidden(subject);
      await expectHidden(subject, member.token);
      await comment(app(), owner.token, subject.kind, subject.id, 'Note to self');
      const reaction = await send(
        app(),
        'PUT',
        `/api/reactions/${subject.kind}/${subject.id}/heart`,
        member.token,
      );
      expect(reaction.statusCode).toBe(404);
    }
  });

  it('hides the comments of suspended and leaving members from others, and shows an erased one as a former member', async () => {
    const owner = await signUp(app());
    const gone = await signUp(app());
    const { event } = await thingsOf(app(), owner);
    await comment(app(), gone.token, event.kind, event.id, 'Bye');
    await app()
      .deps.database.db.updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', gone.userId)
      .execute();
    expect((await thread(app(), event.kind, event.id)).comments).toEqual([]);
    await app()
      .deps.database.db.updateTable('users')
      .set({ status: 'active' })
      .where('id', '=', gone.userId)
      .execute();
    expect((await thread(app(), event.kind, event.id)).total).toBe(1);
    // Erased after the restore window: the sweep deletes the row; the comment stays, unsigned.
    await app().deps.users.purgeDeletedBefore(0);
    await app()
      .deps.database.db.updateTable('users')
      .set({ deleted_at: 1 })
      .where('id', '=', gone.userId)
      .execute();
    expect((await thread(app(), event.kind, event.id)).comments).toEqual([]);
    expect(await app().deps.users.purgeDeletedBefore(2)).toBeGreaterThan(0);
    const after = await thread(app(), event.kind, event.id);
    expect(after.comments.map((c) => [c.body, c.author])).toEqual([['Bye', null]]);
  });
});
