import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, makeOrganiser, putProfile, signUp, uniqueName } from './helpers';

/** A member made organiser (with a passkey), to add cons and use the organiser routes. */
export async function newOrganiser(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const organiser = await signUp(app, overrides);
  await makeOrganiser(app, organiser.username);
  return organiser;
}

/**
 * A listed con in Illinois over the spring-forward weekend (Sat 7 and Sun 8 March 2026), added by
 * the organiser through the API; its slug and name.
 */
export async function addSpringCon(app: FastifyInstance, organiserToken: string, prefix = 'Shoot Con') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cons',
    payload: {
      name: `${prefix} ${uniqueName('c')}`,
      city: 'Rosemont',
      state: 'Illinois',
      startsOn: '2026-03-07',
      endsOn: '2026-03-08',
    },
    headers: bearer(organiserToken),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { slug: res.json().slug as string, name: res.json().name as string };
}

/** A member with the Photographer role who publishes a run of slots on 7 March; the member and the slot ids. */
export async function photographerWithSlots(
  app: FastifyInstance,
  slug: string,
  run: { from: string; until: string; lengthMinutes: number },
  overrides: Record<string, string> = {},
) {
  const member = await signUp(app, overrides);
  const saved = await putProfile(app, member.userId, member.token, { imawhat: 'Photographer' });
  expect(saved.statusCode, saved.body).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: `/api/cons/${slug}/shoots`,
    payload: { day: '2026-03-07', gapMinutes: 0, ...run },
    headers: bearer(member.token),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { member, slots: (res.json().slots as Array<{ id: number }>).map((s) => s.id) };
}
