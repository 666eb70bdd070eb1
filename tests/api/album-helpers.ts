import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addSpringCon, newOrganiser } from './con-helpers';
import { bearer, multipart, putProfile, signUp } from './helpers';
import { png } from './images';

/** A member with the Photographer role. */
export async function photographer(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const member = await signUp(app, overrides);
  const saved = await putProfile(app, member.userId, member.token, { imawhat: 'Photographer' });
  expect(saved.statusCode, saved.body).toBe(200);
  return member;
}

/** A con (added by a fresh organiser) and a photographer's album at it. */
export async function conWithAlbum(app: FastifyInstance, visibility: 'everyone' | 'members' = 'everyone') {
  const organiser = await newOrganiser(app, { firstname: 'Olive' });
  const con = await addSpringCon(app, organiser.token, 'Album Con');
  const shooter = await photographer(app, { firstname: 'Petra' });
  const res = await app.inject({
    method: 'POST',
    url: `/api/cons/${con.slug}/albums`,
    payload: { title: 'Saturday shoot', visibility },
    headers: bearer(shooter.token),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { organiser, con, shooter, albumId: res.json().id as number };
}

/** POST /api/albums/{id}/photos with a photo file and the given text fields. */
export async function uploadPhoto(
  app: FastifyInstance,
  token: string,
  albumId: number,
  fields: Record<string, string> = { alt: 'Two cosplayers on the stairs' },
  data?: Buffer,
) {
  const form = multipart(fields, {
    photo: { data: data ?? (await png(640, 480)), filename: 'shoot.png', type: 'image/png' },
  });
  return app.inject({
    method: 'POST',
    url: `/api/albums/${albumId}/photos`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
}

export const tag = (app: FastifyInstance, token: string, photoId: string, username: string) =>
  app.inject({
    method: 'POST',
    url: `/api/album-photos/${photoId}/tags`,
    payload: { username },
    headers: bearer(token),
  });

export const answerTag = (app: FastifyInstance, token: string, photoId: string, approve: boolean) =>
  app.inject({
    method: approve ? 'PUT' : 'DELETE',
    url: `/api/album-photos/${photoId}/my-tag`,
    headers: bearer(token),
  });

/** The photo ids of an album as the viewer (token or none) sees them; [] when it is not found. */
export async function seenIds(app: FastifyInstance, albumId: number, token?: string): Promise<string[]> {
  const res = await app.inject({ url: `/api/albums/${albumId}`, headers: token ? bearer(token) : {} });
  expect(res.headers['cache-control']).toBe('no-store');
  if (res.statusCode === 404) return [];
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().photos as Array<{ id: string }>).map((p) => p.id);
}
