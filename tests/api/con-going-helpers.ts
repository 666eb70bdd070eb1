import type { FastifyInstance } from 'fastify';
import type { ConGoingAnswer, ConGoingRequest } from '../../src/shared/api/con-going';
import { bearer } from './helpers';

const auth = (token?: string) => (token ? bearer(token) : {});

/** A con's dates, straight in the database (setup: the organisers' edit is features/conventions'). */
export async function setConDates(
  app: FastifyInstance,
  slug: string,
  startsOn: string | null,
  endsOn: string | null,
) {
  await app.deps.database.db
    .updateTable('conventions')
    .set({ starts_on: startsOn, ends_on: endsOn })
    .where('slug', '=', slug)
    .execute();
}

export function putGoing(
  app: FastifyInstance,
  slug: string,
  token: string | undefined,
  body: ConGoingRequest,
) {
  return app.inject({ method: 'PUT', url: `/api/cons/${slug}/going`, payload: body, headers: auth(token) });
}

export function deleteGoing(app: FastifyInstance, slug: string, token?: string) {
  return app.inject({ method: 'DELETE', url: `/api/cons/${slug}/going`, headers: auth(token) });
}

export async function going(app: FastifyInstance, slug: string, token?: string): Promise<ConGoingAnswer> {
  const res = await app.inject({ url: `/api/cons/${slug}/going`, headers: auth(token) });
  if (res.statusCode !== 200) throw new Error(`GET going: ${res.statusCode} ${res.body}`);
  return res.json() as ConGoingAnswer;
}

/** The usernames listed on a day. */
export function namesOn(answer: ConGoingAnswer, day: string): string[] {
  return answer.days.find((d) => d.day === day)?.members.map((m) => m.username) ?? [];
}
