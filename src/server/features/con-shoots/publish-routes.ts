import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  conSlugParams,
  publishShootsAnswer,
  publishShootsBody,
  SHOOT_LIMITS,
  SHOOT_MESSAGES,
  slotStarts,
} from '../../../shared/api/shoots';
import { conZone } from '../../../shared/time/convention-times';
import { instantFromWallTime } from '../../../shared/time/zoned';
import { badRequest, forbidden, HttpError } from '../../http-error';
import { listedCon, requireConDay } from '../../lib/listed-con';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { slotOf } from './present';

const MINUTE = 60_000;
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** POST /api/cons/{slug}/shoots: a photographer's run of slots on one con day, made in one step. */
export async function shootPublishRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const schema = {
    summary: 'Publish photoshoot slots for a con day (members with the Photographer role)',
    description: `From, until, length and gap make the slots (at most ${SHOOT_LIMITS.maxSlots}); times are the con's local wall clock. Slots overlapping the photographer's own are refused (409).`,
    security: BEARER,
    params: conSlugParams,
    body: publishShootsBody,
    response: { 201: publishShootsAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  };
  app.post('/cons/:slug/shoots', { schema, onRequest: requireActiveMember }, async (request, reply) => {
    const { userId } = currentUser(request);
    if (!(await deps.shootSlots.isPhotographer(userId))) throw forbidden(SHOOT_MESSAGES.photographersOnly);
    const con = await listedCon(deps, request.params.slug);
    const body = request.body;
    requireConDay(con, body.day);
    const starts = slotStarts(
      body.from,
      body.until,
      body.lengthMinutes,
      body.gapMinutes,
      SHOOT_LIMITS.maxSlots,
    );
    if (starts.length === 0) throw badRequest(SHOOT_MESSAGES.none);
    if (starts.length > SHOOT_LIMITS.maxSlots) throw badRequest(SHOOT_MESSAGES.tooMany);
    const zone = conZone(con);
    // Each start is the wall clock of the con's zone on that day, so 10:00 stays 10:00 across DST.
    const slots = starts.map((minute) => {
      const startsAt = instantFromWallTime(`${body.day}T${hhmm(minute)}`, zone) ?? 0;
      return {
        day: body.day,
        startsAt,
        endsAt: startsAt + body.lengthMinutes * MINUTE,
        place: body.place,
        priceCents: Math.round((body.price ?? 0) * 100),
        notes: body.notes,
      };
    });
    if (slots[0]!.startsAt <= deps.now()) throw badRequest(SHOOT_MESSAGES.past);
    const made = await deps.shootSlots.publish(con.id, userId, slots, deps.now());
    if (made === 'overlap') throw new HttpError(409, SHOOT_MESSAGES.overlap);
    const rows = await deps.shootSlots.ofCon(
      con.id,
      userId,
      made.map((r) => r.id),
    );
    return reply.code(201).send({ slots: rows.map((row) => slotOf(row, zone, userId)) });
  });
}
