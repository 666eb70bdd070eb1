import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { conPlanAnswer } from '../../../shared/api/con-plan';
import { conSlugParams } from '../../../shared/api/shoots';
import { conZone } from '../../../shared/time/convention-times';
import { listedCon } from '../../lib/listed-con';
import { currentUser, requireUser } from '../../plugins/auth';
import { planDays } from './present';

/**
 * A member's day plan at a con (issue 35 item 7). Private: no-store. The service worker keeps the
 * member's copy for offline reading (web service-worker/cache-names.ts), not any shared cache.
 */
export async function conPlanRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const schema = {
    summary: 'Your day plan at a con: per day your cosplan, photoshoots, meetups and group cosplays, by time',
    description:
      'Signed-in members only; only the caller’s own things. A photographer sees who booked their ' +
      'slots ("A member" when that member cannot be shown) and a count of their free slots.',
    security: BEARER,
    params: conSlugParams,
    response: { 200: conPlanAnswer, ...errorAnswers(400, 401, 404) },
  };
  app.get('/me/cons/:slug/plan', { schema, onRequest: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    reply.header('Cache-Control', 'no-store');
    const con = await listedCon(deps, request.params.slug);
    const [cosplans, booked, hosted, groups, meetups] = await Promise.all([
      deps.conPlan.cosplans(con.id, user.userId),
      deps.conPlan.bookedShoots(con.id, user.userId),
      deps.conPlan.hostedShoots(con.id, user.userId),
      deps.conPlan.groups(con.id, user.userId),
      deps.conPlan.meetups(con.id, user.userId),
    ]);
    const zone = conZone(con);
    return {
      con,
      timeZone: zone,
      days: planDays(con, zone, { cosplans, booked, hosted, groups, meetups }, user.userId),
    };
  });
}
