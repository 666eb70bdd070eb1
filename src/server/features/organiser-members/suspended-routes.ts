import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import {
  ACCOUNT_ERASE_AFTER_MS,
  type OutMember,
  outMembers,
  outMembersQuery,
} from '../../../shared/api/organiser-members';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * Who is out of the club for now (issue 33 §3): suspended members, whom an organiser may let back
 * with POST …/members/{id}/unsuspend (features/moderation), and accounts being deleted.
 */
export async function suspendedRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/members/suspended',
    {
      schema: {
        summary:
          'Suspended members (with the reason, who decided and when), then accounts being deleted; paged (organisers only)',
        security: BEARER,
        querystring: outMembersQuery,
        response: { 200: outMembers, ...errorAnswers(401, 403) },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const { members, total } = await deps.memberAdmin.listOutOfClub((page - 1) * limit, limit);
      const suspendedIds = members.filter((m) => m.deletedAt === null).map((m) => m.id);
      const decisions = await deps.audit.latestAbout('member.suspend', suspendedIds);
      reply.header('cache-control', 'no-store').header('x-total-count', String(total));
      return {
        total,
        members: members.map((m): OutMember => {
          const base = { id: m.id, username: m.username, firstname: m.firstname, lastname: m.lastname };
          if (m.deletedAt !== null) {
            // The member asked for it themself; they may still restore it from the mailed link.
            return {
              ...base,
              standing: 'deleting',
              reason: '',
              decidedBy: m.username,
              decidedAt: iso(m.deletedAt),
              appealedAt: null,
              erasesAt: iso(m.deletedAt + ACCOUNT_ERASE_AFTER_MS),
            };
          }
          const decision = decisions.get(m.id);
          return {
            ...base,
            standing: 'suspended',
            reason: m.statusReason,
            decidedBy: decision?.actorUsername ?? '',
            decidedAt: iso(decision?.at ?? null),
            appealedAt: iso(m.appealedAt),
            erasesAt: null,
          };
        }),
      };
    },
  );
}
