import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER, errorAnswers } from '../../../shared/api/common';
import { organiserOverview } from '../../../shared/api/organisers';
import type { MemberStatus } from '../../db/schema';

/** GET /api/organisers/overview (in the organisers' scope: the role is checked before this runs). */
export async function overviewRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const schema = {
    summary: 'What waits for organisers: open reports, pending sign-ups (organisers only)',
    security: BEARER,
    response: { 200: organiserOverview, ...errorAnswers(401, 403) },
  };
  app.get('/overview', { schema }, async () => {
    const count = async (query: Promise<{ n: number | string | bigint } | undefined>) =>
      Number((await query)?.n ?? 0);
    const users = (status: MemberStatus) =>
      count(
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', status)
          .where('deleted_at', 'is', null)
          .executeTakeFirst(),
      );
    const [openReports, pendingMembers, suspendedMembers, organisers, approvalRequired] = await Promise.all([
      count(
        db
          .selectFrom('reports')
          .select((eb) => eb.fn.count<number>('member_id').distinct().as('n'))
          .where('status', '=', 'open')
          .executeTakeFirst(),
      ),
      users('pending'),
      users('suspended'),
      count(
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('role', '=', 'organiser')
          .where('deleted_at', 'is', null)
          .executeTakeFirst(),
      ),
      app.deps.settings.approvalRequired(),
    ]);
    return { openReports, pendingMembers, suspendedMembers, organisers, approvalRequired };
  });
}
