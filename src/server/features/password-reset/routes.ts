import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../../shared/api/common';
import {
  invalidLinkResponse,
  resetRequestParams,
  resetSubmitBody,
  resetSubmitParams,
  resetSubmitResponse,
  verifyTokenQuery,
  verifyTokenResponse,
} from '../../../shared/api/password-reset';
import { MSG } from '../../../shared/messages';
import { isValidPassword } from '../../../shared/rules/password';
import { badRequest } from '../../http-error';
import { consume } from '../../rate-limit/store';
import { hashPassword } from '../../security/passwords';
import { hashToken } from '../../security/tokens';
import { RESET_MAIL_JOB } from './reset-mail-job';

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/** 400 with both `error` (the spec's field) and `message` (our convention). */
const INVALID_LINK = { error: MSG.resetInvalidLink, message: MSG.resetInvalidLink };

export async function passwordResetRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const verifySchema = {
    summary: 'Is this reset link still good?',
    querystring: verifyTokenQuery,
    response: { 200: verifyTokenResponse, 400: invalidLinkResponse, ...errorAnswers(429) },
  };
  app.get('/resetpassword/verify-reset-token', { schema: verifySchema }, async (request, reply) => {
    const { token } = request.query;
    const valid = TOKEN.test(token) && (await deps.resets.findValid(hashToken(token), deps.now()));
    if (!valid) return reply.code(400).send(INVALID_LINK);
    return { valid: true as const };
  });

  /**
   * Answers at once, the same for every username; the lookup and the mail happen afterwards, so
   * neither the answer nor its timing tells whether the account exists.
   */
  const requestSchema = {
    summary: 'Ask for a reset link (the same answer for every username)',
    params: resetRequestParams,
    response: { 200: z.object({ message: z.string() }), ...errorAnswers(429) },
  };
  app.get('/resetpassword/:username', { schema: requestSchema }, async (request) => {
    const { username } = request.params;
    const name = username.trim().toLowerCase().slice(0, 100);
    await consume(deps.limits, `reset:addr:${request.ip}`, deps.config.rateLimits.resetRequestsPerAddress);
    await consume(deps.limits, `reset:acct:${name}`, deps.config.rateLimits.resetRequestsPerAccount);
    await deps.jobs.enqueue(RESET_MAIL_JOB, { usernameKey: name });
    return { message: MSG.forgotAnswer };
  });

  const submitSchema = {
    summary: 'Set a new password with a reset link',
    params: resetSubmitParams,
    body: resetSubmitBody,
    response: { 200: resetSubmitResponse, 400: invalidLinkResponse, ...errorAnswers(429) },
  };
  app.post('/resetpassword/token/:token', { schema: submitSchema }, async (request, reply) => {
    const { token } = request.params;
    await consume(
      deps.limits,
      `reset-submit:addr:${request.ip}`,
      deps.config.rateLimits.resetRequestsPerAddress,
    );
    const { password } = request.body;
    if (!isValidPassword(password)) throw badRequest(MSG.passwordRule);
    if (!TOKEN.test(token)) return reply.code(400).send(INVALID_LINK);
    const done = await deps.resets.consume(hashToken(token), deps.now(), await hashPassword(password));
    if (!done) return reply.code(400).send(INVALID_LINK);
    return { success: true as const };
  });
}
