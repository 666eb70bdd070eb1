import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  inboxQuerySchema,
  inboxResponseSchema,
  markReadBodySchema,
  notificationSettingBodySchema,
  notificationSettingsResponseSchema,
  quietHoursSchema,
  unreadResponseSchema,
} from '../../../shared/api/notifications';
import { DEFAULT_QUIET_HOURS } from '../../../shared/notifications/quiet-hours';
import { NOTIFICATION_TYPES, type NotificationType, typeIsFor } from '../../../shared/notifications/types';
import type { AppDeps } from '../../deps';
import { currentUser, requireUser } from '../../plugins/auth';
import { presentNotification } from './present';

/** Tells the member's open tabs (every instance) their unread count after it changed here. */
async function announceUnread(deps: AppDeps, userId: number): Promise<number> {
  const unread = await deps.notifications.unread(userId);
  deps.live.publish(userId, { kind: 'unread', unread });
  return unread;
}

/** The member's inbox, its unread count, marking rows read, and their choices per type and channel. */
export async function inboxRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const listSchema = {
    summary: "The member's notifications, newest first, with the unread count",
    security: BEARER,
    querystring: inboxQuerySchema,
    response: { 200: inboxResponseSchema, ...errorAnswers(400, 401) },
  };
  app.get('/me/notifications', { schema: listSchema, onRequest: requireUser }, async (request, reply) => {
    const { userId } = currentUser(request);
    const { limit, before } = request.query;
    // One more than asked tells whether there is a next page.
    const rows = await deps.notifications.inbox(userId, limit + 1, before);
    const page = rows.slice(0, limit);
    reply.header('Cache-Control', 'no-store');
    return {
      notifications: page.flatMap((row) => presentNotification(row) ?? []),
      unread: await deps.notifications.unread(userId),
      next: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    };
  });

  const unreadSchema = {
    summary: 'How many of my notifications are unread (the live stream sends changes)',
    security: BEARER,
    response: { 200: unreadResponseSchema, ...errorAnswers(401) },
  };
  app.get(
    '/me/notifications/unread',
    { schema: unreadSchema, onRequest: requireUser },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { unread: await deps.notifications.unread(currentUser(request).userId) };
    },
  );

  const readSchema = {
    summary: 'Marks my notifications read: the ids given, or all of them',
    security: BEARER,
    body: markReadBodySchema,
    response: { 200: unreadResponseSchema, ...errorAnswers(400, 401) },
  };
  app.post(
    '/me/notifications/read',
    { schema: readSchema, onRequest: requireUser },
    async (request, reply) => {
      const { userId } = currentUser(request);
      await deps.notifications.markRead(userId, deps.now(), request.body.ids);
      reply.header('Cache-Control', 'no-store');
      return { unread: await announceUnread(deps, userId) };
    },
  );

  const settingsOf = async (userId: number, role: 'member' | 'organiser') => {
    const chosen = await deps.notifications.choices(userId);
    const types = (Object.keys(NOTIFICATION_TYPES) as NotificationType[]).filter((type) =>
      typeIsFor(type, role),
    );
    const quietHours =
      (await deps.notifications.pushTiming([userId])).get(userId)?.quiet ?? DEFAULT_QUIET_HOURS;
    return {
      quietHours,
      types: types.map((type) => {
        const declared = NOTIFICATION_TYPES[type];
        const on = (channel: 'inbox' | 'push' | 'email') => {
          const row = chosen.find((c) => c.type === type && c.channel === channel);
          return row ? row.enabled === 1 : declared.defaults[channel];
        };
        return {
          type,
          label: declared.label,
          channels: { inbox: on('inbox'), push: on('push'), email: on('email') },
        };
      }),
    };
  };

  const settingsSchema = {
    summary: 'My choices: every kind of notification × inbox, push and email',
    security: BEARER,
    response: { 200: notificationSettingsResponseSchema, ...errorAnswers(401) },
  };
  app.get(
    '/me/notification-settings',
    { schema: settingsSchema, onRequest: requireUser },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header('Cache-Control', 'no-store');
      return settingsOf(user.userId, user.role);
    },
  );

  const chooseSchema = {
    summary: 'Turns one kind of notification on or off on one channel',
    security: BEARER,
    body: notificationSettingBodySchema,
    response: { 200: notificationSettingsResponseSchema, ...errorAnswers(400, 401) },
  };
  app.put(
    '/me/notification-settings',
    { schema: chooseSchema, onRequest: requireUser },
    async (request, reply) => {
      const user = currentUser(request);
      const { type, channel, enabled } = request.body;
      await deps.notifications.choose(user.userId, type, channel, enabled);
      reply.header('Cache-Control', 'no-store');
      return settingsOf(user.userId, user.role);
    },
  );

  const quietSchema = {
    summary: 'Sets the hours of my day when pushes wait until morning (from = to: none)',
    security: BEARER,
    body: quietHoursSchema,
    response: { 200: notificationSettingsResponseSchema, ...errorAnswers(400, 401) },
  };
  app.put('/me/quiet-hours', { schema: quietSchema, onRequest: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    await deps.notifications.setQuietHours(user.userId, request.body);
    reply.header('Cache-Control', 'no-store');
    return settingsOf(user.userId, user.role);
  });
}
