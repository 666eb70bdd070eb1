import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../../shared/api/common';
import { unsubscribeQuerySchema, unsubscribeResponseSchema } from '../../../shared/api/digest';
import { badRequest } from '../../http-error';
import { reserve } from '../../rate-limit/store';
import { unsubscribePage } from './digest-unsubscribe-page';
import { tokenMatches, tokenMember } from './digest-unsubscribe-token';

const TEXT = {
  done: 'You are unsubscribed: no more email digests. Turn it back on in your notification settings.',
  already: 'You were already unsubscribed from the email digest.',
  invalid:
    'This unsubscribe link does not work (or the digest was turned back on since it was sent). Turn the digest off in your notification settings.',
};

const htmlAnswer = z.any().meta({ type: 'string' });

/**
 * One-click unsubscribe (RFC 8058) from the link in every digest, without a session. GET only
 * shows a page with a button (mail scanners follow links: a GET never changes anything); POST
 * (the mail client's one click, `List-Unsubscribe=One-Click` form-encoded, or that button) turns
 * the member's digest off. A second POST answers 200 "already unsubscribed"; a link from before
 * the member turned the digest back on, like any other, answers 400. Limited per address.
 */
export async function digestUnsubscribeRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const pageSchema = {
    summary: 'The page of a digest’s unsubscribe link: a button that unsubscribes (POST)',
    querystring: unsubscribeQuerySchema,
    response: { 200: htmlAnswer, ...errorAnswers(400) },
  };
  app.get('/digest/unsubscribe', { schema: pageSchema }, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(unsubscribePage({ clubName: deps.content.clubName, token: request.query.token })),
  );

  const postSchema = {
    summary: 'One-click unsubscribe from the email digest (RFC 8058), with the token of the link',
    querystring: unsubscribeQuerySchema,
    body: z.object({ 'List-Unsubscribe': z.string().optional() }).passthrough().optional(),
    response: { 200: unsubscribeResponseSchema, ...errorAnswers(400, 429) },
  };
  app.post('/digest/unsubscribe', { schema: postSchema }, async (request, reply) => {
    const rule = deps.config.rateLimits.digestUnsubscribesPerAddress;
    await reserve(deps.limits, [{ key: `digest-unsubscribe:${request.ip}`, rule }]);
    const { token } = request.query;
    const userId = tokenMember(token);
    const row = userId === undefined ? undefined : await deps.digests.find(userId);
    // A made-up link, another member's id with this MAC, and a link from before the member turned
    // the digest back on (a new nonce) all read the same: nothing tells which members exist.
    if (userId === undefined || !row || !(await tokenMatches(deps, token, userId, row.unsubscribe_nonce)))
      throw badRequest(TEXT.invalid);
    const changed =
      row.frequency !== 'off' && (await deps.digests.unsubscribe(userId, row.unsubscribe_nonce, deps.now()));
    const message = changed ? TEXT.done : TEXT.already;
    reply.header('Cache-Control', 'no-store');
    if (request.headers.accept?.includes('text/html')) {
      // The page's own button (a browser): a page back, not JSON. A string body skips the JSON
      // serializer (Fastify sends strings as they are), hence the cast.
      const page = unsubscribePage({ clubName: deps.content.clubName, done: message });
      return reply.type('text/html; charset=utf-8').send(page as never);
    }
    return { message, frequency: 'off' as const };
  });
}
