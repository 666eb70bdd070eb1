import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { GroupDetail, NewGroupRequest } from '../../src/shared/api/groups';
import { bearer, signUp } from './helpers';

export type Member = Awaited<ReturnType<typeof signUp>>;

/** A request as the member (token) or a visitor (none). */
export const send = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });

/** POST /api/groups as the member (201 expected): its id and slug. */
export async function startGroup(app: FastifyInstance, token: string, body: Partial<NewGroupRequest> = {}) {
  const res = await send(app, 'POST', '/api/groups', token, {
    name: 'Kansas City Chapter',
    kind: 'chapter',
    visibility: 'public',
    joinPolicy: 'open',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; slug: string };
}

/** GET /api/groups/{slug}: the status and, when 200, the page. */
export async function groupPage(app: FastifyInstance, slug: string, token?: string) {
  const res = await send(app, 'GET', `/api/groups/${slug}`, token);
  return {
    status: res.statusCode,
    body: res.statusCode === 200 ? (res.json() as GroupDetail) : undefined,
    res,
  };
}

/** The usernames of a group's members in `state`, as the member sees them (200 expected). */
export async function memberNames(app: FastifyInstance, slug: string, token?: string, state = 'active') {
  const res = await send(app, 'GET', `/api/groups/${slug}/members?state=${state}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { members: { username: string; role: string }[] }).members;
}

/** Invites members (200 expected). */
export async function invite(app: FastifyInstance, slug: string, token: string, usernames: string[]) {
  const res = await send(app, 'POST', `/api/groups/${slug}/invitations`, token, { usernames });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { invited: string[] };
}

/** Joins, asks or accepts (200 expected): the membership. */
export async function join(app: FastifyInstance, slug: string, token: string) {
  const res = await send(app, 'POST', `/api/groups/${slug}/join`, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { membership: { role: string; state: string } }).membership;
}

export const members = (app: FastifyInstance, n: number) =>
  Promise.all(Array.from({ length: n }, () => signUp(app)));
export { signUp };
