import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { calendarFeedAnswer } from '../../../shared/api/events';
import { conZone } from '../../../shared/time/convention-times';
import { notFound } from '../../http-error';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { hashToken } from '../../security/tokens';
import { feedFilter, icsAnswer } from './feed-routes';
import { CALENDAR_CONTENT_TYPE, eventsCalendar } from './ical';

/** 256-bit secrets, base64url: anything else in the address cannot be one. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const feedParams = z.object({ secret: z.string() });

/**
 * A member's private calendar of the events they are going to, members-only ones included, at an
 * address with a secret instead of a token (calendar apps cannot send one). The secret is derived
 * from a random nonce with the server's key (app_secrets), so the member can be shown it again;
 * the table keeps its SHA-256 only, looked up like a session token. A new nonce kills the old address.
 */
export async function calendarFeedRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const feeds = deps.calendarFeeds;
  const key = await deps.secrets.loadOrCreate('calendar-feed');
  const secretOf = (userId: number, nonce: string) =>
    createHmac('sha256', key).update(`calendar-feed\n${userId}\n${nonce}`).digest('base64url');
  const candidate = (userId: number) => {
    const nonce = randomBytes(16).toString('base64url');
    return { nonce, secretHash: hashToken(secretOf(userId, nonce)) };
  };
  const urlOf = (userId: number, nonce: string) =>
    `${deps.config.publicUrl}/api/calendar/${secretOf(userId, nonce)}.ics`;

  const getSchema = {
    summary: 'The address of my private calendar feed (made on first call)',
    security: BEARER,
    response: { 200: calendarFeedAnswer, ...errorAnswers(401, 403) },
  };
  app.get('/me/calendar-feed', { schema: getSchema, onRequest: requireActiveMember }, async (request) => {
    const { userId } = currentUser(request);
    const nonce = await feeds.ensure(userId, candidate(userId), deps.now());
    return { url: urlOf(userId, nonce) };
  });

  const postSchema = {
    summary: 'A new address for my private calendar feed; the old one stops working',
    security: BEARER,
    response: { 200: calendarFeedAnswer, ...errorAnswers(401, 403) },
  };
  app.post('/me/calendar-feed', { schema: postSchema, onRequest: requireActiveMember }, async (request) => {
    const { userId } = currentUser(request);
    const next = candidate(userId);
    await feeds.replace(userId, next, deps.now());
    return { url: urlOf(userId, next.nonce) };
  });

  const feedSchema = {
    summary: 'A member’s private calendar feed: the events they are going to (the address is the secret)',
    params: feedParams,
    produces: ['text/calendar'],
    response: { 200: icsAnswer, ...errorAnswers(404) },
  };
  app.get('/calendar/:secret.ics', { schema: feedSchema }, async (request, reply) => {
    const { secret } = request.params;
    const userId = SECRET.test(secret) ? await feeds.ownerOf(hashToken(secret)) : undefined;
    if (userId === undefined) throw notFound('No such calendar');
    const filter = {
      ...feedFilter(deps.now()),
      viewer: 'member' as const,
      memberId: userId,
      goingMember: userId,
    };
    const { rows } = await deps.events.list(filter);
    // Booked photoshoots too (features/con-shoots): the member's own, and those booked of their slots.
    const shoots = (await deps.shootSlots.ofMember(userId, true)).map((s) => ({
      uid: `shoot-${s.id}-${userId}`,
      start: Number(s.starts_at),
      end: Number(s.ends_at),
      zone: conZone(s),
      summary:
        s.booked_by === userId
          ? `Photoshoot with ${s.username} at ${s.con_name}`
          : `Photoshoot: ${s.b_username ?? 'booked'} at ${s.con_name}`,
      description: s.notes,
      location: s.place,
      url: `${deps.config.publicUrl}/cons/${s.slug}#shoots`,
    }));
    const name = `${deps.content.clubName}: my events`;
    return reply
      .header('Content-Type', CALENDAR_CONTENT_TYPE)
      .header('Cache-Control', 'private, no-store')
      .send(
        await eventsCalendar(
          rows,
          {
            name,
            clubName: deps.content.clubName,
            publicUrl: deps.config.publicUrl,
            now: deps.now(),
          },
          shoots,
        ),
      );
  });
}
