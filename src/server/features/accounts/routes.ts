import type { FastifyInstance } from 'fastify';
import { createUserResponse, loginRequest, loginResponse, messageResponse } from '../../../shared/api/auth';
import { badRequest } from '../../http-error';
import { bearerToken, currentUser, requireUser } from '../../plugins/auth';
import { readForm } from '../../plugins/form';
import { hashToken } from '../../security/tokens';
import { logIn, signUp } from './service';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.post('/createnew', async (request, reply) => {
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
      request.ip,
    );
    return reply.code(201).send(createUserResponse.parse(created));
  });

  app.post('/login', async (request) => {
    const parsed = loginRequest.safeParse(request.body);
    if (!parsed.success) throw badRequest('Username and password are required');
    const session = await logIn(deps, parsed.data.username, parsed.data.password, request.ip);
    return loginResponse.parse(session);
  });

  app.post('/logout', async (request, reply) => {
    const token = bearerToken(request);
    if (token) await deps.sessions.delete(hashToken(token));
    return reply.code(204).send();
  });

  app.get('/protected', { preHandler: requireUser }, async (request) => {
    const user = currentUser(request);
    return messageResponse.parse({ message: `Welcome, ${user.username}! You are signed in.` });
  });
}
