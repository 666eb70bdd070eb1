import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  listedMembers,
  MEMBER_ADMIN_MESSAGES,
  memberActionResult,
  memberSearchQuery,
  roleBody,
} from '../../../shared/api/organiser-members';
import { ORGANISER_MESSAGES } from '../../../shared/organisers/roles';
import { userIdParams } from '../../../shared/profile/profile-api';
import { badRequest, forbidden, HttpError, notFound } from '../../http-error';
import { currentUser } from '../../plugins/auth';

const SEARCH_LIMIT = 8;

/** Who the organisers are; granting the role to a member and taking it back. */
export async function roleRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const members = deps.memberAdmin;

  app.get(
    '/members/organisers',
    {
      schema: {
        summary: 'The organisers (organisers only)',
        security: BEARER,
        response: { 200: listedMembers, ...errorAnswers(401, 403) },
      },
    },
    async () => ({ members: await members.listOrganisers() }),
  );

  app.get(
    '/members/search',
    {
      schema: {
        summary: 'Active members whose username starts with q, to make one an organiser (organisers only)',
        security: BEARER,
        querystring: memberSearchQuery,
        response: { 200: listedMembers, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const { q } = request.query;
      return { members: q ? await members.searchActive(q, SEARCH_LIMIT) : [] };
    },
  );

  app.post(
    '/members/:id/role',
    {
      schema: {
        summary: 'Make a member an organiser, or take the role (never your own as the last organiser)',
        security: BEARER,
        params: userIdParams,
        body: roleBody,
        response: { 200: memberActionResult, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { role } = request.body;
      return deps.transaction(async (trx) => {
        const organisers = await members.lockActiveOrganisers(trx);
        // The role was read before the transaction; another organiser may have taken it since.
        if (!organisers.includes(actor.userId)) throw forbidden(ORGANISER_MESSAGES.organisersOnly);
        const member = await members.find(request.params.id, trx);
        if (!member) throw notFound(MEMBER_ADMIN_MESSAGES.noSuchMember);
        if (member.role === role) {
          return {
            message: `${member.username} is already ${role === 'organiser' ? 'an organiser' : 'not an organiser'}.`,
          };
        }
        if (role === 'organiser' && member.status !== 'active') {
          throw new HttpError(409, MEMBER_ADMIN_MESSAGES.onlyActive);
        }
        if (role === 'member' && member.id === actor.userId && organisers.length <= 1) {
          throw badRequest(MEMBER_ADMIN_MESSAGES.lastOrganiser);
        }
        await members.setRole(trx, member.id, role);
        const action = role === 'organiser' ? 'role.grant' : 'role.remove';
        await deps.audit.record(
          { actor: { id: actor.userId, username: actor.username }, action, member },
          deps.now(),
          trx,
        );
        return {
          message:
            role === 'organiser'
              ? `${member.username} is now an organiser.`
              : `${member.username} is no longer an organiser.`,
        };
      });
    },
  );
}
