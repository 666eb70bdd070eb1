import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  resendResponse,
  EMAIL_VERIFICATION_MESSAGES as TEXT,
  verifyEmailBody,
  verifyEmailResponse,
} from '../../../shared/api/email-verification';
import { badRequest, notFound } from '../../http-error';
import { queueVerificationMail } from '../../mail/verify-mail-job';
import { currentUser, requireUser } from '../../plugins/auth';
import { consume } from '../../rate-limit/store';
import { hashToken } from '../../security/tokens';

const HOUR = 60 * 60 * 1000;
/** Resends per member: enough to get past a lost mail, too few to use us to flood an inbox. */
const RESENDS_PER_MEMBER = { max: 5, windowMs: HOUR };
/** Links tried per address: the tokens cannot be guessed, this only bounds the work. */
const TRIES_PER_ADDRESS = { max: 60, windowMs: HOUR };
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

const REFUSED = {
  unknown: TEXT.unknownLink,
  expired: TEXT.expiredLink,
  changed: TEXT.changedAddress,
} as const;

export async function emailVerificationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const verifySchema = {
    summary: 'Confirm a recovery email with its mailed link (works once, for 48 hours)',
    body: verifyEmailBody,
    response: { 200: verifyEmailResponse, ...errorAnswers(400, 429) },
  };
  app.post('/verifyemail', { schema: verifySchema }, async (request) => {
    await consume(deps.limits, `verify-email:addr:${request.ip}`, TRIES_PER_ADDRESS);
    const { token } = request.body;
    if (!TOKEN.test(token)) throw badRequest(TEXT.unknownLink);
    const outcome = await deps.emailVerifications.consume(hashToken(token), deps.now());
    if (!outcome.ok) throw badRequest(REFUSED[outcome.reason]);
    return { email: outcome.email };
  });

  const resendSchema = {
    summary: 'Mail a new verification link to the own recovery email',
    security: BEARER,
    response: { 202: resendResponse, ...errorAnswers(400, 401, 404, 429) },
  };
  app.post(
    '/verifyemail/resend',
    { schema: resendSchema, onRequest: requireUser },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const row = await deps.users.findById(userId);
      if (!row) throw notFound('No such member');
      if (row.recoveryemail === '') throw badRequest(TEXT.noAddress);
      if (row.recoveryemail_verified_at !== null) throw badRequest(TEXT.alreadyVerified);
      await consume(deps.limits, `verify-email:resend:${userId}`, RESENDS_PER_MEMBER);
      await queueVerificationMail(deps, userId, row.recoveryemail);
      return reply.code(202).send({ message: TEXT.resent });
    },
  );
}
