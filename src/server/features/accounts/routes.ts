import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createUserResponse,
  loginBody,
  loginResponse,
  messageResponse,
  signupBody,
  signupForm,
} from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { todayIso } from '../../../shared/rules/birthdate';
import { bearerToken, currentUser, requireUser } from '../../plugins/auth';
import { readFormAs } from '../../plugins/form';
import type { ClientInfo } from '../../security/sessions';
import { hashToken } from '../../security/tokens';
import { logIn, signUp } from './service';

function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

export async function accountRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const signupSchema = {
    summary: 'Sign up (multipart form, or JSON with the same fields)',
    response: { 201: createUserResponse, ...errorAnswers(400, 409, 429) },
  };
  app.post(
    '/createnew',
    { schema: signupSchema, config: { multipartForm: signupForm } },
    async (request, reply) => {
      const today = todayIso(new Date(deps.now()));
      const { body } = await readFormAs(request, signupBody(today));
      const created = await signUp(deps, body, clientInfo(request));
      return reply.code(201).send(created);
    },
  );

  const loginSchema = {
    summary: 'Log in',
    body: loginBody,
    response: { 200: loginResponse, ...errorAnswers(400, 401, 429) },
  };
  app.post('/login', { schema: loginSchema }, async (request) => {
    const { username, password } = request.body;
    return logIn(deps, username, password, clientInfo(request));
  });

  const logoutSchema = { summary: 'Log out: the session ends on the server', response: { 204: z.null() } };
  app.post('/logout', { schema: logoutSchema }, async (request, reply) => {
    const token = bearerToken(request);
    if (token) await deps.sessions.delete(hashToken(token));
    return reply.code(204).send(null);
  });

  const protectedSchema = {
    summary: 'A greeting for a signed-in member',
    security: BEARER,
    response: { 200: messageResponse, ...errorAnswers(401) },
  };
  app.get('/protected', { schema: protectedSchema, preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    return { message: `Welcome, ${user.username}! You are signed in.` };
  });
}
