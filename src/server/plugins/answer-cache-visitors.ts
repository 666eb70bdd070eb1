import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnswerArea } from '../cache/scopes';
import { type Answer, sendAnswer } from './answer-cache';

/**
 * Visitors' answers are kept, revalidated by browsers and shared caches with their ETag every time
 * (`no-cache`: a claim or a booking shows at the next read), and apart from members' (Vary).
 */
const VISITOR_HEADERS = { 'cache-control': 'no-cache', vary: 'Authorization' };

/**
 * A read whose visitors' answer is the same for every visitor and whose members' answers depend on
 * the member (their own rows, members-only people): the visitors' answer is kept in the answer
 * cache (`area`), cleared by the writes that touch what it read; a member's is computed for them
 * alone and sent `no-store`. Both go compressed when large and the client accepts it.
 * `ttlMs`: how long the visitors' answer stays true as the clock moves, when that matters.
 */
export function sendKeptForVisitors<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { area: AnswerArea; member: boolean; schema: z.ZodType<T> },
  compute: () => Promise<Omit<Answer<T>, 'headers'>>,
): Promise<void> {
  const { area, member, schema } = options;
  if (member) return sendAnswer(request, reply, { area, viewer: 'member', schema, noCache: true }, compute);
  return sendAnswer(request, reply, { area, viewer: 'anonymous', schema }, async () => ({
    ...(await compute()),
    headers: VISITOR_HEADERS,
  }));
}
