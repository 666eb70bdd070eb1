import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  CON_GOING_MESSAGES,
  conGoingAnswer,
  conGoingBody,
  conSlugParams,
} from '../../../shared/api/con-going';
import { CONVENTION_MESSAGES, type ConventionSummary } from '../../../shared/api/conventions';
import type { ConGoingViewer } from '../../db/con-going-repo';
import type { SessionUser } from '../../db/sessions-repo';
import type { AppDeps } from '../../deps';
import { badRequest, HttpError } from '../../http-error';
import { countConWrite } from '../../lib/con-write-limits';
import { listedCon, requireConDay } from '../../lib/listed-con';
import { sendKeptForVisitors } from '../../plugins/answer-cache-visitors';
import { currentUser, optionalUser, requireActiveMember } from '../../plugins/auth';
import { conGoingAnswerOf } from './present';

async function answerFor(deps: AppDeps, con: ConventionSummary, user: SessionUser | undefined) {
  const viewer: ConGoingViewer = user ? { kind: 'member', userId: user.userId } : { kind: 'anonymous' };
  const [rows, mine] = await Promise.all([
    deps.conGoing.goers(con.id, viewer),
    user ? deps.conGoing.mine(con.id, user.userId) : undefined,
  ]);
  return conGoingAnswerOf(con.days, rows, mine);
}

/**
 * Who's going to a con, by day (issue 35, item 2). A visitor's answer is kept (the answer cache
 * clears it at the next save or privacy change); a member's holds their own choice and the
 * members-only goers, so it is theirs alone and no-store.
 */
export async function conGoingRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const readSchema = {
    summary: 'Who is going to a con, per day, with series counts, and the caller’s own answer',
    description:
      'Visitors see goers who chose everyone (with a public profile); members also those who chose ' +
      'members; a private choice only its member. Counts cover only the goers shown.',
    params: conSlugParams,
    response: { 200: conGoingAnswer, ...errorAnswers(400, 404) },
  };
  app.get('/cons/:slug/going', { schema: readSchema }, async (request, reply) => {
    const user = await optionalUser(request);
    const options = { area: 'cons', member: user !== undefined, schema: conGoingAnswer } as const;
    return sendKeptForVisitors(request, reply, options, async () => ({
      value: await answerFor(deps, await listedCon(deps, request.params.slug), user),
    }));
  });

  const saveSchema = {
    summary: 'Say which days of a con you go to and what you wear (active members); no days = not going',
    description: `A day outside the con's days answers 400 (${CONVENTION_MESSAGES.notADay}); a con without dates 409.`,
    security: BEARER,
    params: conSlugParams,
    body: conGoingBody,
    response: { 200: conGoingAnswer, ...errorAnswers(400, 401, 403, 404, 409, 429) },
  };
  app.put('/cons/:slug/going', { schema: saveSchema, onRequest: requireActiveMember }, async (request) => {
    const user = currentUser(request);
    await countConWrite(deps, 'going', user.userId);
    const con = await listedCon(deps, request.params.slug);
    if (con.days.length === 0) throw new HttpError(409, CONVENTION_MESSAGES.noDates);
    for (const { day } of request.body.days) requireConDay(con, day);
    const saved = await deps.conGoing.save(con.id, user.userId, request.body, deps.now());
    if (saved === 'not-your-project') throw badRequest(CON_GOING_MESSAGES.notYourProject);
    return answerFor(deps, con, user);
  });

  const deleteSchema = {
    summary: 'Not going to a con after all (active members); answers the list without you',
    security: BEARER,
    params: conSlugParams,
    response: { 200: conGoingAnswer, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.delete(
    '/cons/:slug/going',
    { schema: deleteSchema, onRequest: requireActiveMember },
    async (request) => {
      const user = currentUser(request);
      await countConWrite(deps, 'going', user.userId);
      const con = await listedCon(deps, request.params.slug);
      await deps.conGoing.remove(con.id, user.userId);
      return answerFor(deps, con, user);
    },
  );
}
