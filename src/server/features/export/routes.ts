import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { exportFileName, zipResponse } from '../../../shared/api/export';
import { exportedPushDeviceSchema } from '../../../shared/api/push';
import { notFound } from '../../http-error';
import { photoDetailsOf } from '../../images/photo-details';
import { currentUser, requireUser } from '../../plugins/auth';
import { consume } from '../../rate-limit/store';
import { exportArchive } from './archive';
import { exportedConAttendance } from './con-going';
import { exportedEvents } from './events';
import { exportedMessages } from './messages';
import { exportedNotifications } from './notifications';
import { photoEntries, photoUrls } from './profile';
import { exportedProjects } from './projects';
import { exportedRelations } from './relations';

/** A copy of everything the member gave the club, as one zip, for the member alone. */
export async function exportRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const queries = deps.exports;

  const schema = {
    summary:
      "A zip of the member's data: profile.json, scores.json, sessions.json, events.json, notifications.json, push-devices.json, con-going.json, shoots.json, con-groups.json, albums.json, relations.json (whom they blocked and muted), follows.json (whom they follow and who follows them), comments.json (comments written and reactions given), messages.json (their conversations and the messages they see; photos they sent in messages/photos/), polls.json (polls started and votes given), groups.json (their groups, invitations and requests, their role and the projects they show in each), projects.json with projects/ (every photo of the member's costume projects, a folder per project) and photos/ (streamed; a few per hour)",
    security: BEARER,
    produces: ['application/zip'],
    response: { 200: zipResponse, ...errorAnswers(401, 404, 429) },
  };
  app.get('/me/export', { schema, onRequest: requireUser }, async (request, reply) => {
    const { userId, sessionId } = currentUser(request);
    await consume(deps.limits, `export:${userId}`, deps.config.rateLimits.exportsPerUser);
    const user = await deps.users.findById(userId);
    if (!user) throw notFound('No such member');
    const photoDetails = await photoDetailsOf(deps.images, userId, photoUrls(user));
    const slots = photoEntries(user, photoDetails);
    const stored = await queries.ownImageIds(
      userId,
      slots.map((p) => p.imageId),
    );
    const now = deps.now();
    const projects = exportedProjects(await queries.projects(userId));
    const messages = exportedMessages(await queries.messages(userId), userId);
    const archive = await exportArchive({
      user,
      photos: slots.filter((p) => stored.has(p.imageId)),
      photoDetails,
      sessions: await deps.sessions.listForUser(userId, now),
      currentSessionId: sessionId,
      events: await exportedEvents(deps, userId),
      notifications: await exportedNotifications(deps, userId),
      conGoing: await exportedConAttendance(deps, userId),
      conGroups: await deps.conGroups.ofMember(userId),
      relations: await exportedRelations(deps, userId),
      projects: projects.projects,
      projectPhotos: projects.files,
      messages: messages.messages,
      messagePhotos: messages.files,
      pushDevices: (await queries.pushDevices(userId)).map((row) =>
        exportedPushDeviceSchema.parse({
          label: row.label,
          // Only the push service's host: the endpoint is a capability URL.
          service: new URL(row.endpoint).hostname,
          createdAt: new Date(Number(row.created_at)).toISOString(),
          lastPushAt: row.last_push_at === null ? null : new Date(Number(row.last_push_at)).toISOString(),
        }),
      ),
      queries,
      now,
      log: request.log,
    });
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${exportFileName(user.username)}"`)
      .header('Cache-Control', 'no-store')
      .send(archive);
  });
}
