import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  CON_GROUP_MESSAGES,
  claimBody,
  claimChangeBody,
  conGroupClaimParams,
  conGroupParams,
  conGroupSchema,
} from '../../../shared/api/con-groups';
import type { ConGroupRow } from '../../db/con-groups-repo';
import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http-error';
import { countConWrite } from '../../lib/con-write-limits';
import { queueNotification } from '../../notify/queue-notification';
import { currentUser, requireActiveMember } from '../../plugins/auth';
import { conflictAnswer, factsOf, groupFor, groupOf, requireLead } from './access';

/** The claimer hears what the lead did with their claim, in the transaction of the change. */
async function tellClaimer(
  deps: AppDeps,
  trx: Trx,
  group: ConGroupRow,
  claimerId: number,
  character: string,
  outcome: 'accepted' | 'moved' | 'removed',
) {
  if (claimerId === group.lead_id) return;
  await queueNotification(
    deps,
    {
      type: 'con-claim-changed',
      subjectKind: 'convention',
      subjectId: group.convention_id,
      groupKey: `con-group:${group.id}:claim-changed`,
      actorId: group.lead_id,
      data: { ...(await factsOf(deps, trx, group, character)), outcome },
      to: { members: [claimerId] },
    },
    { trx },
  );
}

/** Claims of characters: members claim and withdraw; the lead accepts, moves and removes. */
export async function conGroupClaimRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const answers = { 200: conGroupSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) };

  const claimSchema = {
    summary: 'Claim a character of a group cosplay (active members; one claim per group)',
    description: `A held character answers 409 (${CON_GROUP_MESSAGES.taken}) unless the lead allows doubles; the database decides under concurrency. The lead hears of the claim.`,
    security: BEARER,
    params: conGroupParams,
    body: claimBody,
    response: answers,
  };
  app.post(
    '/con-groups/:id/claims',
    { schema: claimSchema, onRequest: requireActiveMember },
    async (request) => {
      const user = currentUser(request);
      await countConWrite(deps, 'claim', user.userId);
      const group = await groupOf(deps, request.params.id, user.userId);
      const byLead = group.lead_id === user.userId;
      await deps
        .transaction(async (trx) => {
          const now = deps.now();
          const made = await deps.conGroups.claim(
            trx,
            group.id,
            request.body.characterId,
            user.userId,
            byLead,
            now,
          );
          if (!made) throw notFound(CON_GROUP_MESSAGES.characterNotFound);
          if (byLead) return;
          await queueNotification(
            deps,
            {
              type: 'con-group-claim',
              subjectKind: 'convention',
              subjectId: group.convention_id,
              groupKey: `con-group:${group.id}:claims`,
              actorId: user.userId,
              data: await factsOf(deps, trx, group, made.character),
              to: { members: [group.lead_id] },
            },
            { trx },
          );
        })
        .catch(conflictAnswer);
      return groupFor(deps, group.id, user);
    },
  );

  const changeSchema = {
    summary: 'Accept a claim, or move it to another character (the group’s lead)',
    description:
      'A moved claim is accepted and obeys the same one-claim-per-character rule (409). The claimer hears of it.',
    security: BEARER,
    params: conGroupClaimParams,
    body: claimChangeBody,
    response: answers,
  };
  app.put(
    '/con-groups/:id/claims/:claimId',
    { schema: changeSchema, onRequest: requireActiveMember },
    async (request) => {
      const user = currentUser(request);
      await countConWrite(deps, 'claim', user.userId);
      const group = await groupOf(deps, request.params.id);
      requireLead(group, user);
      const change = request.body;
      await deps
        .transaction(async (trx) => {
          const claim = await deps.conGroups.claimOf(trx, group.id, request.params.claimId);
          if (!claim) throw notFound(CON_GROUP_MESSAGES.claimNotFound);
          const now = deps.now();
          if ('status' in change) {
            await deps.conGroups.accept(trx, claim.id, now);
            await tellClaimer(deps, trx, group, claim.user_id, claim.character, 'accepted');
            return;
          }
          const moved = await deps.conGroups.move(trx, group.id, claim.id, change.characterId, now);
          if (moved === undefined) throw notFound(CON_GROUP_MESSAGES.characterNotFound);
          await tellClaimer(deps, trx, group, claim.user_id, moved, 'moved');
        })
        .catch(conflictAnswer);
      return groupFor(deps, group.id, user);
    },
  );

  const withdrawSchema = {
    summary: 'Withdraw a claim (its member) or remove it (the group’s lead, who tells the member)',
    security: BEARER,
    params: conGroupClaimParams,
    response: answers,
  };
  app.delete(
    '/con-groups/:id/claims/:claimId',
    { schema: withdrawSchema, onRequest: requireActiveMember },
    async (request) => {
      const user = currentUser(request);
      await countConWrite(deps, 'claim', user.userId);
      const group = await groupOf(deps, request.params.id);
      await deps.transaction(async (trx) => {
        const claim = await deps.conGroups.claimOf(trx, group.id, request.params.claimId);
        if (!claim) throw notFound(CON_GROUP_MESSAGES.claimNotFound);
        const byLead = group.lead_id === user.userId;
        if (!byLead && claim.user_id !== user.userId) throw forbidden(CON_GROUP_MESSAGES.claimerOrLead);
        // Removed by someone else meanwhile: nothing to tell.
        if (!(await deps.conGroups.deleteClaim(trx, claim.id))) return;
        if (byLead) await tellClaimer(deps, trx, group, claim.user_id, claim.character, 'removed');
      });
      return groupFor(deps, group.id, user);
    },
  );
}
