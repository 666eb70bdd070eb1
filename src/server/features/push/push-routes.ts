import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  pushDeviceIdParams,
  pushDeviceSchema,
  pushDevicesQuery,
  pushDevicesResponseSchema,
  pushKeySchema,
  pushSubscribeBodySchema,
} from '../../../shared/api/push';
import { notFound } from '../../http-error';
import { currentUser, requireActiveMember, requireUser } from '../../plugins/auth';
import { subscribe, toDevice } from './devices';
import { vapidKeys } from './vapid-keys';

/** The key changes only with VAPID_* (a restart): browsers may keep it an hour. */
const KEY_MAX_AGE_SECONDS = 3600;

/** Web Push: the club's public key, and a member's devices that receive pushes (issue 34). */
export async function pushRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const keySchema = {
    summary: "The club's public VAPID key (base64url), the browser's applicationServerKey",
    response: { 200: pushKeySchema },
  };
  app.get('/push/key', { schema: keySchema }, async (_request, reply) => {
    const { publicKey } = await vapidKeys(deps);
    reply.header('cache-control', `public, max-age=${KEY_MAX_AGE_SECONDS}`);
    return { publicKey };
  });

  const subscribeSchema = {
    summary:
      "Saves this browser's push subscription for the member (https endpoints of public push services only; a few a day)",
    security: BEARER,
    body: pushSubscribeBodySchema,
    response: { 201: pushDeviceSchema, ...errorAnswers(400, 401, 403, 429) },
  };
  app.post(
    '/me/push-subscriptions',
    { schema: subscribeSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const device = await subscribe(deps, currentUser(request), request.body);
      return reply.code(201).send(device);
    },
  );

  const listSchema = {
    summary: "The member's devices that receive pushes, oldest first; `current` marks the asking browser's",
    security: BEARER,
    querystring: pushDevicesQuery,
    response: { 200: pushDevicesResponseSchema, ...errorAnswers(400, 401) },
  };
  app.get('/me/push-subscriptions', { schema: listSchema, onRequest: requireUser }, async (request) => {
    const rows = await deps.pushSubscriptions.listOf(currentUser(request).userId);
    return { devices: rows.map((row) => toDevice(row, request.query.current)) };
  });

  const removeSchema = {
    summary: 'Stops pushes to one of the member’s devices',
    security: BEARER,
    params: pushDeviceIdParams,
    response: { 204: z.null(), ...errorAnswers(400, 401, 404) },
  };
  app.delete(
    '/me/push-subscriptions/:id',
    { schema: removeSchema, onRequest: requireUser },
    async (request, reply) => {
      if (!(await deps.pushSubscriptions.removeOwn(currentUser(request).userId, request.params.id)))
        throw notFound('No such device.');
      return reply.code(204).send(null);
    },
  );
}
