import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ProjectVisibility } from '../../src/shared/api/projects';
import { bearer } from './helpers';
import { newEntry, newProject, uploadProjectPhoto } from './project-api-helpers';

/** A request as the member (token) or a visitor (none), PUT included. */
export const send = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => app.inject({ method, url, ...(payload && { payload }), headers: token ? bearer(token) : {} });

/** An uploaded project photo's answer (201 expected), on an entry when given. */
export async function photoOf(app: FastifyInstance, token: string, projectId: number, entryId?: number) {
  const res = await uploadProjectPhoto(app, token, projectId, {
    alt: 'Step photo',
    ...(entryId !== undefined && { entryId: String(entryId) }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; src: string };
}

/**
 * A project of the maker with three entries logged out of date order (the second-oldest holds
 * two photos) and the tutorial made from all three, unpublished unless asked.
 */
export async function tutorialOf(
  app: FastifyInstance,
  token: string,
  options: { visibility?: ProjectVisibility; publish?: boolean } = {},
) {
  const project = await newProject(app, token, { visibility: options.visibility ?? 'everyone' });
  const late = await newEntry(app, token, project.id, { date: '2026-03-05', body: 'Paint it.' });
  const early = await newEntry(app, token, project.id, { date: '2026-03-01', body: 'Cut the **foam**.' });
  const middle = await newEntry(app, token, project.id, {
    date: '2026-03-03',
    body: 'Heat-seal it.',
    techniques: ['eva-foam'],
  });
  const photos = [
    await photoOf(app, token, project.id, middle.id),
    await photoOf(app, token, project.id, middle.id),
  ] as const;
  const res = await send(app, 'POST', `/api/projects/${project.id}/tutorial`, token, {
    title: 'Foam bracers',
    intro: 'What you will *need*.',
    entryIds: [late.id, early.id, middle.id],
  });
  expect(res.statusCode, res.body).toBe(201);
  let tutorial = res.json();
  if (options.publish) {
    const published = await send(app, 'PATCH', `/api/tutorials/${tutorial.id}`, token, { published: true });
    expect(published.statusCode, published.body).toBe(200);
    tutorial = published.json();
  }
  return { project, entries: { early, middle, late }, photos, tutorial };
}
