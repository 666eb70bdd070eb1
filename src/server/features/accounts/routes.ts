import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createUserResponse,
  loginBody,
  loginResponse,
  messageResponse,
  signupForm,
} from '../../../shared/api/auth';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { KEEPS_ANSWERS } from '../../plugins/answer-cache';
import { bearerToken, currentUser, requireUser } from '../../plugins/auth';
import { readForm } from '../../plugins/form';
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
      const { fields } = await readForm(request);
      const text = (name: string) => fields[name] ?? '';
      const created = await signUp(
        deps,
        {
          firstname: text('firstname'),
          lastname: text('lastname'),
          birthdate: text('birthdate'),
          username: text('username'),
          password: text('password'),
          recoveryemail: text('recoveryemail'),
          referredby: text('referredby'),
        },
        clientInfo(request),
      );
      return reply.code(201).send(created);
    },
  );

  const loginSchema = {
    summary: 'Log in',
    body: loginBody,
    response: { 200: loginResponse, ...errorAnswers(400, 401, 429) },
  };
  app.post('/login', { schema: loginSchema, config: KEEPS_ANSWERS }, async (request) => {
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
