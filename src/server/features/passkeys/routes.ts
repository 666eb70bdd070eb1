import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResponse } from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  loginOptionsResponse,
  passkeyIdParams,
  passkeyLoginBody,
  passkeySchema,
  passkeysResponseSchema,
  registerPasskeyBody,
  registrationOptionsResponse,
  removePasskeyBody,
} from '../../../shared/api/passkeys';
import { notFound, unauthorized } from '../../http-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { confirmCurrentPassword } from '../../security/current-password';
import { logInWithPasskey, loginOptions } from './login';
import { confirmOptions, proveItIsYou } from './reauth';
import { registerPasskey, registrationOptions } from './registration';
import { PASSKEY_MESSAGES } from './relying-party';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Passkeys: a member's list, adding and removing them, and signing in with one (issue 18). */
export async function passkeyRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const listSchema = {
    summary: "The member's passkeys, oldest first",
    security: BEARER,
    response: { 200: passkeysResponseSchema, ...errorAnswers(401) },
  };
  app.get('/passkeys', { schema: listSchema, onRequest: requireUser }, async (request) => {
    const rows = await deps.passkeys.listOf(currentUser(request).userId);
    return {
      passkeys: rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: new Date(row.created_at).toISOString(),
        lastUsedAt: iso(row.last_used_at),
      })),
    };
  });

  const registerOptionsSchema = {
    summary: 'Starts adding a passkey: options for navigator.credentials.create()',
    security: BEARER,
    response: { 200: registrationOptionsResponse, ...errorAnswers(401) },
  };
  app.post(
    '/passkeys/register/options',
    { schema: registerOptionsSchema, onRequest: requireUser },
    async (request) => registrationOptions(deps, currentUser(request)),
  );

  const confirmOptionsSchema = {
    summary: 'Options to confirm it is you with one of your passkeys, before adding another',
    security: BEARER,
    response: { 200: loginOptionsResponse, ...errorAnswers(400, 401) },
  };
  app.post(
    '/passkeys/confirm/options',
    { schema: confirmOptionsSchema, onRequest: requireUser },
    async (request) => confirmOptions(deps, currentUser(request)),
  );

  const registerSchema = {
    summary:
      "Adds a passkey from the authenticator's answer; needs the password or one of your passkeys (403), and mails you a notice",
    security: BEARER,
    body: registerPasskeyBody,
    response: { 201: passkeySchema.omit({ lastUsedAt: true }), ...errorAnswers(400, 401, 403, 409, 429) },
  };
  app.post(
    '/passkeys/register',
    { schema: registerSchema, onRequest: requireUser },
    async (request, reply) => {
      const { name, response, currentpassword, confirm } = request.body;
      const user = currentUser(request);
      const confirmation = confirm && {
        challengeId: confirm.challengeId,
        response: confirm.response as unknown as AuthenticationResponseJSON,
      };
      await proveItIsYou(deps, user, { currentpassword, confirm: confirmation }, request.ip);
      const added = await registerPasskey(deps, user, name, response as unknown as RegistrationResponseJSON, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return reply.code(201).send(added);
    },
  );

  const removeSchema = {
    summary: "Removes one of the member's passkeys; needs the password (403 when wrong)",
    security: BEARER,
    params: passkeyIdParams,
    body: removePasskeyBody,
    response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404, 429) },
  };
  app.delete('/passkeys/:id', { schema: removeSchema, onRequest: requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const row = await deps.users.findById(user.userId);
    if (!row) throw unauthorized();
    await confirmCurrentPassword(deps, row, request.body.password);
    if (!(await deps.passkeys.deleteOwn(user.userId, request.params.id)))
      throw notFound(PASSKEY_MESSAGES.notFound);
    return reply.code(204).send(null);
  });

  const loginOptionsSchema = {
    summary: 'Starts a passkey sign-in: options for navigator.credentials.get() and the challenge id',
    response: { 200: loginOptionsResponse, ...errorAnswers(429) },
  };
  app.post('/passkeys/login/options', { schema: loginOptionsSchema }, async (request) =>
    loginOptions(deps, request.ip),
  );

  const loginSchema = {
    summary: 'Signs in with a passkey; answers as POST /login does',
    body: passkeyLoginBody,
    response: { 200: loginResponse, ...errorAnswers(400, 401, 403, 429) },
  };
  app.post('/passkeys/login', { schema: loginSchema }, async (request) => {
    const { challengeId, response } = request.body;
    return logInWithPasskey(deps, challengeId, response as unknown as AuthenticationResponseJSON, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
  });
}
