import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messageResponse } from '../../shared/api/auth';
import { BEARER, errorAnswers } from '../../shared/api/common';
import { MODERATION_MESSAGES } from '../../shared/api/moderation';
import type { ReportSubjectKind } from '../db/schema';
import { badRequest, notFound } from '../http-error';
import { currentUser, requireActiveMember } from '../plugins/auth';
import { countReport, fileReport } from './file-report';

/** The reported thing as its reporter sees it: whose it is, and its id as the report stores it. */
export interface ShownToReporter {
  ownerId: number;
  subject: string | number;
}

/** One kind of thing a member may report (a project, a log entry, a tutorial, a comment, …). */
export interface ReportRouteSpec<P extends z.ZodType> {
  /** e.g. '/tutorials/:id/reports' */
  url: string;
  /** The OpenAPI text, as the route documents itself. */
  summary: string;
  description: string;
  params: P;
  body: z.ZodType<{ reason: string; note: string }>;
  kind: ReportSubjectKind;
  /**
   * The thing when the reporter may see it, undefined otherwise (404). It may also throw its own
   * 4xx (a comment whose thread is out of sight).
   */
  findShown: (params: z.output<P>, reporterId: number) => Promise<ShownToReporter | undefined>;
  /** The 404's message, and the 400's when the reporter owns the thing. */
  messages: { notFound: string; own: string };
}

/**
 * POST {url}: a member reports something they can see to the organisers; the report is about its
 * owner. Counted against the reporter's limit first (429), then: not seen → 404, one's own → 400,
 * else filed (fileReport) → 201.
 */
export function reportRoute<P extends z.ZodType>(server: FastifyInstance, spec: ReportRouteSpec<P>): void {
  const { deps } = server;
  const schema = {
    summary: spec.summary,
    description: spec.description,
    security: BEARER,
    params: spec.params,
    body: spec.body,
    response: { 201: messageResponse, ...errorAnswers(400, 401, 403, 404, 429) },
  };
  server
    .withTypeProvider<ZodTypeProvider>()
    .post(spec.url, { schema, onRequest: requireActiveMember }, async (request, reply) => {
      const reporter = currentUser(request);
      await countReport(deps, reporter.userId);
      const shown = await spec.findShown(request.params as z.output<P>, reporter.userId);
      if (!shown) throw notFound(spec.messages.notFound);
      if (shown.ownerId === reporter.userId) throw badRequest(spec.messages.own);
      await fileReport(deps, {
        memberId: shown.ownerId,
        reporterId: reporter.userId,
        image: '',
        reason: request.body.reason,
        note: request.body.note,
        subject: { kind: spec.kind, id: String(shown.subject) },
      });
      return reply.code(201).send({ message: MODERATION_MESSAGES.reported });
    });
}
