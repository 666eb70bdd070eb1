import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { CON_GROUP_MESSAGES, conGroupParams } from '../../../shared/api/con-groups';
import type { Trx } from '../../db/transaction';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http-error';
import { queueNotification } from '../../notify/queue-notification';
import { currentUser } from '../../plugins/auth';

/**
 * DELETE /api/organisers/con-groups/{id}: an organiser removes any group cosplay (a fake or
 * abusive one) with its characters and claims. In the organisers' scope, so the role and the
 * passkey are checked first. Audited in the removal's transaction; the lead and every member who
 * had claimed a character hear it ('con-group-removed').
 */
export async function conGroupOrganiserRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const schema = {
    summary: 'Remove a member’s group cosplay with its characters and claims (organisers only; audited)',
    description: 'The lead and the members who had claimed a character hear that the organisers removed it.',
    security: BEARER,
    params: conGroupParams,
    response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404) },
  };
  app.delete('/con-groups/:id', { schema }, async (request, reply) => {
    const organiser = currentUser(request);
    const removed = await deps.transaction((trx) =>
      removeGroupAsOrganiser(deps, trx, request.params.id, organiser),
    );
    if (!removed) throw notFound(CON_GROUP_MESSAGES.notFound);
    return reply.code(204).send(null);
  });
}

/**
 * An organiser removes a group cosplay in `trx`: its characters and claims go with it, the removal
 * is audited ('con-group.remove', the lead as member) and the lead and every member who had
 * claimed a character hear it, never the organiser. False when there is no such group. Also the
 * organiser's branch of the lead's own DELETE /api/con-groups/{id}.
 */
export async function removeGroupAsOrganiser(
  deps: AppDeps,
  trx: Trx,
  groupId: number,
  organiser: { userId: number; username: string },
): Promise<boolean> {
  const group = await deps.conGroups.byId(groupId, trx);
  if (!group) return false;
  // Read before the delete: the claims go with the group.
  const claimers = await deps.conGroups.claimers(trx, group.id);
  if (!(await deps.conGroups.remove(group.id, trx))) return false;
  // Read in the transaction (SQLite has one connection), as factsOf does.
  const con = await deps.conventions.byId(group.convention_id, trx);
  const entry = {
    actor: { id: organiser.userId, username: organiser.username },
    action: 'con-group.remove',
    member: { id: group.lead_id, username: group.lead_username },
    detail: `${group.title} (${group.series}) at ${con?.slug ?? `convention ${group.convention_id}`}`,
  };
  await deps.audit.record(entry, deps.now(), trx);
  const members = [...new Set([group.lead_id, ...claimers])].filter((id) => id !== organiser.userId);
  if (members.length === 0) return true;
  await queueNotification(
    deps,
    {
      type: 'con-group-removed',
      subjectKind: 'convention',
      subjectId: group.convention_id,
      groupKey: `con-group:${group.id}:removed`,
      actorId: organiser.userId,
      data: { slug: con?.slug ?? '', con: con?.name ?? '', group: group.title },
      to: { members },
    },
    { trx },
  );
  return true;
}
