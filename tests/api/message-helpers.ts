import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ConversationAnswer, ConversationsAnswer, Message } from '../../src/shared/api/messages';
import { addSpringCon, newOrganiser } from './con-helpers';
import { bearer, signUp } from './helpers';

/** A request as the member (token) or a visitor (none). */
export const send = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });

/** POST /api/conversations: the response. */
export const startTo = (app: FastifyInstance, token: string, to: string[], body = 'Hello!', title?: string) =>
  send(app, 'POST', '/api/conversations', token, { to, body, ...(title !== undefined && { title }) });

/** Writes to these members (201 expected): the conversation's id and the message. */
export async function start(
  app: FastifyInstance,
  token: string,
  to: string[],
  body = 'Hello!',
  title?: string,
) {
  const res = await startTo(app, token, to, body, title);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { conversationId: number; message: Message };
}

/** POST a message into a conversation (201 expected). */
export async function write(app: FastifyInstance, token: string, conversationId: number, body: string) {
  const res = await send(app, 'POST', `/api/conversations/${conversationId}/messages`, token, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Message;
}

/** GET /api/conversations (200 expected). */
export async function list(app: FastifyInstance, token: string, box: 'inbox' | 'requests' = 'inbox') {
  const res = await send(app, 'GET', `/api/conversations?box=${box}`, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json() as ConversationsAnswer;
}

/** GET one conversation (200 expected). */
export async function open(app: FastifyInstance, token: string, id: number, before?: number) {
  const res = await send(app, 'GET', `/api/conversations/${id}${before ? `?before=${before}` : ''}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConversationAnswer;
}

/** The member follows another (PUT /api/me/following/{username}). */
export async function follow(app: FastifyInstance, token: string, username: string) {
  const res = await send(app, 'PUT', `/api/me/following/${username}`, token);
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** Two members who follow each other: they write directly. */
export async function friends(app: FastifyInstance) {
  const a = await signUp(app);
  const b = await signUp(app);
  await follow(app, a.token, b.username);
  await follow(app, b.token, a.username);
  return [a, b] as const;
}

/** A group cosplay led by `lead` in which each of `claimers` has an accepted claim (rows written directly). */
export async function groupCosplay(app: FastifyInstance, leadId: number, claimers: number[]) {
  const organiser = await newOrganiser(app);
  const { slug } = await addSpringCon(app, organiser.token, 'Group Con');
  const con = await app.deps.conventions.bySlug(slug);
  if (!con) throw new Error('no con');
  const db = app.deps.database.db;
  const group = await db
    .insertInto('con_groups')
    .values({
      convention_id: con.id,
      lead_id: leadId,
      series: 'Sailor',
      day: null,
      title: 'Senshi',
      created_at: 1,
      updated_at: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, userId] of claimers.entries()) {
    const character = await db
      .insertInto('con_group_characters')
      .values({ group_id: group.id, name: `Character ${i}`, created_at: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('con_group_claims')
      .values({
        group_id: group.id,
        character_id: character.id,
        user_id: userId,
        seat: 0,
        status: 'accepted',
        created_at: 1,
        updated_at: 1,
      })
      .execute();
  }
}

/** Sets a member's status directly (suspension is the organisers' route; its effect is what counts here). */
export const setStatus = (app: FastifyInstance, userId: number, status: 'active' | 'suspended') =>
  app.deps.database.db.updateTable('users').set({ status }).where('id', '=', userId).execute();

export { signUp };
