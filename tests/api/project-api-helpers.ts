import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CreateProjectRequest, EntryRequest } from '../../src/shared/api/projects';
import { bearer, multipart } from './helpers';
import { png } from './images';

/** POST /api/projects as the member; the answer (201 expected). */
export async function newProject(
  app: FastifyInstance,
  token: string,
  body: Partial<CreateProjectRequest> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/projects',
    payload: { title: 'Leona’s armour', ...body },
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A request as the member (token) or a visitor (none). */
export const call = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });

/** POST /api/projects/{id}/entries; the answer (201 expected). */
export async function newEntry(
  app: FastifyInstance,
  token: string,
  projectId: number,
  body: Partial<EntryRequest> = {},
) {
  const res = await call(app, 'POST', `/api/projects/${projectId}/entries`, token, {
    date: '2026-03-01',
    body: 'Cut the foam.',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** POST /api/projects/{id}/photos with a photo file and the given text fields. */
export async function uploadProjectPhoto(
  app: FastifyInstance,
  token: string,
  projectId: number,
  fields: Record<string, string> = { alt: 'The helmet, primed' },
  data?: Buffer,
) {
  const form = multipart(fields, {
    photo: { data: data ?? (await png(640, 480)), filename: 'build.png', type: 'image/png' },
  });
  return app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/photos`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}
