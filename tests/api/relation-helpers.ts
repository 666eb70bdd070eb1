import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { MyRelationsAnswer } from '../../src/shared/api/relations';
import { bearer } from './helpers';

type Kind = 'blocks' | 'mutes';

/** PUT or DELETE /api/me/{blocks|mutes}/{username} as the member (token) or a visitor. */
export const relate = (
  app: FastifyInstance,
  method: 'PUT' | 'DELETE',
  kind: Kind,
  username: string,
  token?: string,
) => app.inject({ method, url: `/api/me/${kind}/${username}`, headers: token ? bearer(token) : {} });

/** The member blocks (or mutes) another; 200 expected. */
export async function block(app: FastifyInstance, token: string, username: string, kind: Kind = 'blocks') {
  const res = await relate(app, 'PUT', kind, username, token);
  expect(res.statusCode, res.body).toBe(200);
}

/** The member unblocks (or unmutes) another; 200 expected. */
export async function unblock(app: FastifyInstance, token: string, username: string, kind: Kind = 'blocks') {
  const res = await relate(app, 'DELETE', kind, username, token);
  expect(res.statusCode, res.body).toBe(200);
}

export async function myRelations(app: FastifyInstance, token: string): Promise<MyRelationsAnswer> {
  const res = await app.inject({ url: '/api/me/relations', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json() as MyRelationsAnswer;
}
