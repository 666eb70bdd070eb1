import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CommentSubjectKind, CommentThread } from '../../src/shared/api/comments';
import { photographer, uploadPhoto } from './album-helpers';
import { addSpringCon, newOrganiser } from './con-helpers';
import { createEvent } from './event-helpers';
import { bearer, signUp } from './helpers';
import { newEntry, newProject } from './project-api-helpers';

/** A request as the member (token) or a visitor (none). */
export const send = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });

/** The thread as the viewer sees it (200 expected). */
export async function thread(
  app: FastifyInstance,
  kind: string,
  id: string,
  token?: string,
): Promise<CommentThread> {
  const res = await send(app, 'GET', `/api/comments/${kind}/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** POST a comment (or a reply); the response. */
export const postComment = (
  app: FastifyInstance,
  token: string,
  kind: string,
  id: string,
  body: string,
  parentId?: number,
) => send(app, 'POST', `/api/comments/${kind}/${id}`, token, { body, ...(parentId && { parentId }) });

/** POST a comment that must be written (201); its answer. */
export async function comment(
  app: FastifyInstance,
  token: string,
  kind: string,
  id: string,
  body: string,
  parentId?: number,
) {
  const res = await postComment(app, token, kind, id, body, parentId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; html: string; body: string };
}

/** Bodies of the comments (and replies) in the thread, in order. */
export const bodies = (t: CommentThread) =>
  t.comments.flatMap((c) => [c.body, ...c.replies.map((r) => r.body)]);

export type Subject = { kind: CommentSubjectKind; id: string };

/** An owner's thing of each kind, seen by everyone (a visitor too); a con page by an organiser. */
export async function thingsOf(app: FastifyInstance, owner: { token: string }) {
  const eventId = await createEvent(app, owner.token, { title: 'Build night' });
  const project = await newProject(app, owner.token, { visibility: 'everyone', title: 'Paladin' });
  const entry = await newEntry(app, owner.token, project.id);
  const tutorialRes = await send(app, 'POST', `/api/projects/${project.id}/tutorial`, owner.token, {
    title: 'Foam bracers',
    intro: 'How.',
    entryIds: [entry.id],
  });
  expect(tutorialRes.statusCode, tutorialRes.body).toBe(201);
  const tutorialId = tutorialRes.json().id as number;
  const published = await send(app, 'PATCH', `/api/tutorials/${tutorialId}`, owner.token, {
    published: true,
  });
  expect(published.statusCode, published.body).toBe(200);
  return {
    event: { kind: 'event', id: String(eventId) } as Subject,
    entry: { kind: 'project-entry', id: String(entry.id) } as Subject,
    tutorial: { kind: 'tutorial', id: String(tutorialId) } as Subject,
    projectId: project.id as number,
  };
}

/** A listed con's page (its numeric id) and the organiser who added it. */
export async function conPage(app: FastifyInstance) {
  const organiser = await newOrganiser(app);
  const { slug } = await addSpringCon(app, organiser.token, 'Comment Con');
  const con = await app.deps.conventions.bySlug(slug);
  if (!con) throw new Error('no con');
  return { organiser, subject: { kind: 'con', id: String(con.id) } as Subject, slug };
}

/** An album photo everyone may see, by a fresh photographer at a fresh con. */
export async function albumPhoto(app: FastifyInstance) {
  const organiser = await newOrganiser(app);
  const { slug } = await addSpringCon(app, organiser.token, 'Album Con');
  const shooter = await photographer(app);
  const album = await send(app, 'POST', `/api/cons/${slug}/albums`, shooter.token, {
    title: 'Saturday shoot',
    visibility: 'everyone',
  });
  expect(album.statusCode, album.body).toBe(201);
  const res = await uploadPhoto(app, shooter.token, album.json().id);
  expect(res.statusCode, res.body).toBe(201);
  return { shooter, subject: { kind: 'album-photo', id: res.json().id as string } as Subject };
}

export { signUp };
