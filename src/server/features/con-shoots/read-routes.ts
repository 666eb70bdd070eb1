import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../../shared/api/common';
import { conShootsAnswer, conSlugParams } from '../../../shared/api/shoots';
import { conZone } from '../../../shared/time/convention-times';
import { listedCon } from '../../lib/listed-con';
import { optionalUser } from '../../plugins/auth';
import { groupByDay } from './present';

/** GET /api/cons/{slug}/shoots: the con's photoshoot slots by day and photographer. */
export async function shootReadRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const schema = {
    summary: 'A con’s photoshoot slots by day and photographer',
    description:
      'Who booked a slot is shown only to its photographer; the booker sees "yours", everyone else "booked". Slots of suspended or leaving photographers are left out.',
    params: conSlugParams,
    response: { 200: conShootsAnswer, ...errorAnswers(404) },
  };
  app.get('/cons/:slug/shoots', { schema }, async (request, reply) => {
    const viewer = await optionalUser(request);
    const con = await listedCon(deps, request.params.slug);
    const viewerId = viewer?.userId ?? null;
    const zone = conZone(con);
    const rows = await deps.shootSlots.ofCon(con.id, viewerId);
    // Every answer is per viewer (or changes with each booking): kept by no cache.
    reply.header('cache-control', 'no-store');
    return {
      timeZone: zone,
      canPublish: viewerId !== null && (await deps.shootSlots.isPhotographer(viewerId)),
      viewer: viewer?.username ?? null,
      days: groupByDay(rows, zone, viewerId),
    };
  });
}
