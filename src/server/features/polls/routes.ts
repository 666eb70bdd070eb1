import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  newPollBody,
  POLL_LIMITS,
  POLL_MESSAGES,
  type PollSubjectKind,
  poll,
  pollList,
  pollListQuery,
  pollParams,
  voteBody,
} from '../../../shared/api/polls';
import type { SessionUser } from '../../db/sessions-repo';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden, HttpError, notFound } from '../../http-error';
import { sendPrivateAnswer } from '../../plugins/answer-cache';
import { currentUser, optionalUser, requireActiveMember } from '../../plugins/auth';
import { reserveOrExplain } from '../../rate-limit/refusal';
import { type PollPlace, pollPlace } from './access';
import { presentPolls } from './present';

/** The place of a group or event the caller may see, or 404 as if it did not exist. */
async function placeOrNotFound(deps: AppDeps, kind: PollSubjectKind, id: number, viewer?: SessionUser) {
  const place = await pollPlace(deps, kind, id, viewer);
  if (!place) throw notFound(POLL_MESSAGES.subjectNotFound);
  return place;
}

/** A poll on a group or event the caller may see, with their place there; else 404. */
async function pollFor(deps: AppDeps, pollId: number, viewer?: SessionUser) {
  const row = await deps.polls.one(pollId);
  const place = row && (await pollPlace(deps, row.subject_kind, row.subject_id, viewer));
  if (!row || !place) throw notFound(POLL_MESSAGES.notFound);
  return { row, place };
}

async function answerOne(
  deps: AppDeps,
  request: FastifyRequest,
  reply: Parameters<typeof sendPrivateAnswer>[1],
  pollId: number,
  place: PollPlace,
  viewerId: number,
) {
  const row = await deps.polls.one(pollId);
  if (!row) throw notFound(POLL_MESSAGES.notFound);
  const [answer] = await presentPolls(deps, [row], place, viewerId);
  return sendPrivateAnswer(request, reply, poll, answer);
}

const instant = (iso: string) => Date.parse(iso);
const conflict = (message: string) => new HttpError(409, message);

/**
 * Polls in a group or on an event (issue 38 item 4; shared/api/polls.ts): listed with their
 * group or event, started by its moderators or host, voted on by its members. Whatever concerns a
 * group or event the caller may not see is not found.
 */
export async function pollsRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/polls',
    {
      schema: {
        summary: 'The polls of a group or an event, newest first',
        querystring: pollListQuery,
        response: { 200: pollList, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      const viewer = await optionalUser(request);
      const { kind, id } = request.query;
      const place = await placeOrNotFound(deps, kind, id, viewer);
      const rows = await deps.polls.onSubject(kind, id);
      const polls = await presentPolls(deps, rows, place, viewer?.userId ?? null);
      return sendPrivateAnswer(request, reply, pollList, { polls, canCreate: place.create });
    },
  );

  app.post(
    '/polls',
    {
      schema: {
        summary: 'Start a poll in a group (its owner or moderators) or on an event (its host)',
        description: 'POLLS_PER_MEMBER_DAY limits how many: 429 with Retry-After.',
        security: BEARER,
        body: newPollBody,
        response: { 201: poll, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
      onRequest: requireActiveMember,
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const body = request.body;
      const place = await placeOrNotFound(deps, body.subject.kind, body.subject.id, viewer);
      if (!place.create) throw forbidden(POLL_MESSAGES.notAllowed);
      const now = deps.now();
      const closesAt = body.closesAt === null ? null : instant(body.closesAt);
      if (closesAt !== null && closesAt <= now) throw badRequest(POLL_MESSAGES.closesInPast);
      await reserveOrExplain(
        deps.limits,
        [{ key: `poll:${viewer.userId}`, rule: deps.config.rateLimits.pollsPerUserDay }],
        'You have started many polls today.',
      );
      const pollId = await deps.transaction(async (trx) => {
        const open = await deps.polls.openCount(trx, body.subject.kind, body.subject.id, now);
        if (open >= POLL_LIMITS.openPerSubject) throw badRequest(POLL_MESSAGES.tooManyOpen);
        return deps.polls.create(
          trx,
          {
            subjectKind: body.subject.kind,
            subjectId: body.subject.id,
            authorId: viewer.userId,
            question: body.question,
            options: body.options.map((o) => ({
              label: o.label,
              startsAt: o.startsAt === null ? null : instant(o.startsAt),
            })),
            multiple: body.multiple,
            anonymous: body.anonymous,
            results: body.results,
            closesAt,
          },
          now,
        );
      });
      reply.code(201);
      return answerOne(deps, request, reply, pollId, place, viewer.userId);
    },
  );

  app.put(
    '/polls/:pollId/vote',
    {
      schema: {
        summary: 'Vote in a poll, replacing an earlier vote',
        description: 'POLL_VOTES_PER_MEMBER_MINUTE limits changes: 429 with Retry-After.',
        security: BEARER,
        params: pollParams,
        body: voteBody,
        response: { 200: poll, ...errorAnswers(400, 401, 403, 404, 409, 429) },
      },
      onRequest: requireActiveMember,
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const { row, place } = await pollFor(deps, request.params.pollId, viewer);
      if (!place.vote) throw forbidden(POLL_MESSAGES.cannotVote);
      const chosen = [...new Set(request.body.optionIds)];
      if (row.multiple === 0 && chosen.length !== 1) throw badRequest(POLL_MESSAGES.oneChoice);
      const options = new Set((await deps.polls.options([row.id])).map((o) => o.id));
      if (chosen.some((id) => !options.has(id))) throw badRequest(POLL_MESSAGES.unknownOption);
      await reserveOrExplain(
        deps.limits,
        [{ key: `poll-vote:${viewer.userId}`, rule: deps.config.rateLimits.pollVotesPerUser }],
        'You have voted many times in a short time.',
      );
      const now = deps.now();
      // Closing and voting take turns on the poll's row: a vote lands before the close or not at all.
      await deps.transaction(async (trx) => {
        const locked = await deps.polls.lock(trx, row.id);
        if (!locked) throw notFound(POLL_MESSAGES.notFound);
        const closed =
          locked.closed_at !== null || (locked.closes_at !== null && Number(locked.closes_at) <= now);
        if (closed) throw conflict(POLL_MESSAGES.closed);
        await deps.polls.vote(trx, row.id, viewer.userId, chosen, now);
      });
      return answerOne(deps, request, reply, row.id, place, viewer.userId);
    },
  );

  app.delete(
    '/polls/:pollId/vote',
    {
      schema: {
        summary: 'Take back one’s vote in an open poll',
        security: BEARER,
        params: pollParams,
        response: { 200: poll, ...errorAnswers(400, 401, 404, 409, 429) },
      },
      onRequest: requireActiveMember,
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const { row, place } = await pollFor(deps, request.params.pollId, viewer);
      const now = deps.now();
      if (row.closed_at !== null || (row.closes_at !== null && Number(row.closes_at) <= now))
        throw conflict(POLL_MESSAGES.closed);
      await reserveOrExplain(
        deps.limits,
        [{ key: `poll-vote:${viewer.userId}`, rule: deps.config.rateLimits.pollVotesPerUser }],
        'You have voted many times in a short time.',
      );
      await deps.polls.unvote(row.id, viewer.userId);
      return answerOne(deps, request, reply, row.id, place, viewer.userId);
    },
  );

  app.post(
    '/polls/:pollId/close',
    {
      schema: {
        summary: 'Close a poll now (its author, the group’s moderators or the event’s host)',
        security: BEARER,
        params: pollParams,
        response: { 200: poll, ...errorAnswers(400, 401, 403, 404) },
      },
      onRequest: requireActiveMember,
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const { row, place } = await pollFor(deps, request.params.pollId, viewer);
      if (row.author_id !== viewer.userId && !place.moderate) throw forbidden(POLL_MESSAGES.notAllowed);
      await deps.transaction(async (trx) => {
        await deps.polls.lock(trx, row.id);
        await deps.polls.close(trx, row.id, deps.now());
      });
      return answerOne(deps, request, reply, row.id, place, viewer.userId);
    },
  );

  app.delete(
    '/polls/:pollId',
    {
      schema: {
        summary: 'Delete a poll and its votes (its author, the place’s moderators, an organiser)',
        security: BEARER,
        params: pollParams,
        response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404) },
      },
      onRequest: requireActiveMember,
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const { row, place } = await pollFor(deps, request.params.pollId, viewer);
      if (row.author_id !== viewer.userId && !place.moderate) throw forbidden(POLL_MESSAGES.notAllowed);
      await deps.polls.remove(row.id);
      reply.header('Cache-Control', 'no-store').code(204);
      return null;
    },
  );
}
