import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  CON_GROUP_MESSAGES,
  conGroupChangesBody,
  conGroupParams,
  conGroupSchema,
  conGroupsAnswer,
  conSlugParams,
  newConGroupBody,
} from '../../../shared/api/con-groups';
import { badRequest, forbidden } from '../../http-error';
import { listedCon, requireConDay } from '../../lib/listed-con';
import { queueNotification } from '../../notify/queue-notification';
import { sendKeptForVisitors } from '../../plugins/answer-cache-visitors';
import { currentUser, optionalUser, requireActiveMember } from '../../plugins/auth';
import { requireOrganiserWithPasskey } from '../../plugins/organiser-scope';
import { conflictAnswer, factsOf, groupFor, groupOf, requireLead } from './access';
import { tellClaimersOfChange } from './group-change-notice';
import { removeGroupAsOrganiser } from './organiser-routes';
import { presentGroups } from './present';

const unique = (names: string[]) => new Set(names.map((n) => n.toLowerCase())).size === names.length;

/** A con's group cosplays: the list, starting one, the lead's changes and deleting one (under /api). */
export async function conGroupRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  const listSchema = {
    summary: 'A con’s group cosplays with their characters and which are open',
    description:
      'Members see who leads and who claimed each character; visitors only which characters are open.',
    params: conSlugParams,
    response: { 200: conGroupsAnswer, ...errorAnswers(400, 404) },
  };
  app.get('/cons/:slug/groups', { schema: listSchema }, async (request, reply) => {
    const user = await optionalUser(request);
    // A visitor's list is kept until a claim or a lead's change clears it; a member's is theirs alone.
    const options = { area: 'cons', member: user !== undefined, schema: conGroupsAnswer } as const;
    return sendKeptForVisitors(request, reply, options, async () => {
      const con = await listedCon(deps, request.params.slug);
      return {
        value: {
          groups: await presentGroups(
            deps,
            await deps.conGroups.ofCon(con.id, user?.userId ?? null),
            user?.userId,
          ),
        },
      };
    });
  });

  const createSchema = {
    summary: 'Start a group cosplay for a con (active members; the starter is its lead)',
    description: 'day: one of the con’s days, or null for the whole con. The title defaults to the series.',
    security: BEARER,
    params: conSlugParams,
    body: newConGroupBody,
    response: { 201: conGroupSchema, ...errorAnswers(400, 401, 403, 404) },
  };
  app.post(
    '/cons/:slug/groups',
    { schema: createSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const user = currentUser(request);
      const con = await listedCon(deps, request.params.slug);
      const { series, title, notes, characters, allowDoubles } = request.body;
      const day = request.body.day ?? null;
      if (day !== null) requireConDay(con, day);
      if (!unique(characters)) throw badRequest(CON_GROUP_MESSAGES.duplicateCharacter);
      const id = await deps.conGroups.create(
        {
          conventionId: con.id,
          leadId: user.userId,
          series,
          day,
          title: title || series,
          notes: notes ?? '',
          allowDoubles: allowDoubles ?? false,
          characters,
        },
        deps.now(),
      );
      reply.code(201);
      return groupFor(deps, id, user);
    },
  );

  const updateSchema = {
    summary:
      'Change a group cosplay (its lead): series, day, title, notes, doubles, characters added and removed',
    description: `day: one of the con’s days (400 otherwise), or null for the whole con; claims stay. Members with a claim hear of a new day or series. Turning doubles off while a character has two claims answers 409 (${CON_GROUP_MESSAGES.doublesInUse}). Removing a character removes its claims; their members hear of it.`,
    security: BEARER,
    params: conGroupParams,
    body: conGroupChangesBody,
    response: { 200: conGroupSchema, ...errorAnswers(400, 401, 403, 404, 409) },
  };
  app.put('/con-groups/:id', { schema: updateSchema, onRequest: requireActiveMember }, async (request) => {
    const user = currentUser(request);
    const group = await groupOf(deps, request.params.id);
    requireLead(group, user);
    const { addCharacters = [], removeCharacters = [], ...rest } = request.body;
    if (!unique(addCharacters)) throw badRequest(CON_GROUP_MESSAGES.duplicateCharacter);
    if (rest.day) requireConDay((await deps.conventions.byId(group.convention_id)) ?? { days: [] }, rest.day);
    await deps
      .transaction(async (trx) => {
        const dropped = await deps.conGroups.claimsOfCharacters(trx, group.id, removeCharacters);
        const planned = await deps.conGroups.update(
          trx,
          group.id,
          { ...rest, add: addCharacters, remove: removeCharacters },
          deps.now(),
        );
        const after = {
          ...group,
          title: rest.title ?? group.title,
          series: rest.series ?? group.series,
          day: rest.day === undefined ? group.day : rest.day,
        };
        await tellClaimersOfChange(deps, trx, after, planned, user.userId);
        for (const claim of dropped) {
          if (claim.user_id === user.userId) continue;
          const data = { ...(await factsOf(deps, trx, group, claim.character)), outcome: 'removed' };
          await queueNotification(
            deps,
            {
              type: 'con-claim-changed',
              subjectKind: 'convention',
              subjectId: group.convention_id,
              groupKey: `con-group:${group.id}:claim-changed`,
              actorId: user.userId,
              data,
              to: { members: [claim.user_id] },
            },
            { trx },
          );
        }
      })
      .catch(conflictAnswer);
    return groupFor(deps, group.id, user);
  });

  const deleteSchema = {
    summary: 'Delete a group cosplay (its lead, or an organiser: audited)',
    security: BEARER,
    params: conGroupParams,
    response: { 204: z.null(), ...errorAnswers(400, 401, 403, 404) },
  };
  app.delete(
    '/con-groups/:id',
    { schema: deleteSchema, onRequest: requireActiveMember },
    async (request, reply) => {
      const user = currentUser(request);
      const group = await groupOf(deps, request.params.id);
      const byOrganiser = group.lead_id !== user.userId;
      if (byOrganiser && user.role !== 'organiser') throw forbidden(CON_GROUP_MESSAGES.leadOrOrganiser);
      // An organiser acting on another's group passes the organiser tools' own check (a passkey).
      if (byOrganiser) await requireOrganiserWithPasskey(request);
      await deps.transaction(async (trx) => {
        // An organiser's delete is their removal: audited, and the lead and claimers are told.
        if (byOrganiser) await removeGroupAsOrganiser(deps, trx, group.id, user);
        else await deps.conGroups.remove(group.id, trx);
      });
      return reply.code(204).send(null);
    },
  );
}
