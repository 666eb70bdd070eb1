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
import { recoveryEmailProblem } from '../../../shared/rules/recovery-email';
import { badRequest } from '../../http-error';
import { sendWithRetry } from '../../mail/mailer';
import { consume } from '../../rate-limit/store';
import { hashPassword } from '../../security/passwords';
import { hashToken, newToken } from '../../security/tokens';
import { resetMail } from './reset-mail';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
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
    deps.background.run(() => sendResetMail(app, name));
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

async function sendResetMail(app: FastifyInstance, usernameKey: string): Promise<void> {
  const { deps } = app;
  const user = await deps.users.findLoginByUsername(usernameKey);
  if (!user) return;
  const row = await deps.users.findById(user.id);
  if (!row?.recoveryemail) return;
  // Addresses stored before the one-address rule may be lists or not addresses at all: mail
  // nobody rather than several people (the member can fix it in the editor).
  if (recoveryEmailProblem(row.recoveryemail)) {
    app.log.warn({ userId: user.id }, 'password reset not sent: the recovery email is not one valid address');
    return;
  }
  const token = newToken();
  const now = deps.now();
  await deps.resets.replace(user.id, hashToken(token), now, now + RESET_TOKEN_TTL_MS);
  const link = `${deps.config.publicUrl}/resetpassword?token=${token}`;
  const mail = resetMail({
    to: row.recoveryemail,
    username: row.username,
    link,
    clubName: deps.content.clubName,
  });
  await sendWithRetry(deps.mailer, mail, app.log, deps.config.mailRetryDelaysMs);
}
