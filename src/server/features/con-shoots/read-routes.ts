import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../../shared/api/common';
import { conShootsAnswer, conSlugParams } from '../../../shared/api/shoots';
import { conZone } from '../../../shared/time/convention-times';
import { listedCon } from '../../lib/listed-con';
import { sendKeptForVisitors } from '../../plugins/answer-cache-visitors';
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
    const viewerId = viewer?.userId ?? null;
    // A visitor's answer is kept until the next booking, cancel or publish clears it; a member's
    // (their own bookings, whether they may publish) is theirs alone.
    const options = { area: 'cons', member: viewer !== undefined, schema: conShootsAnswer } as const;
    return sendKeptForVisitors(request, reply, options, async () => {
      const con = await listedCon(deps, request.params.slug);
      const zone = conZone(con);
      const rows = await deps.shootSlots.ofCon(con.id, viewerId);
      return {
        value: {
          timeZone: zone,
          canPublish: viewerId !== null && (await deps.shootSlots.isPhotographer(viewerId)),
          viewer: viewer?.username ?? null,
          days: groupByDay(rows, zone, viewerId),
        },
      };
    });
  });
}
