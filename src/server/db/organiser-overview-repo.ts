import type { Kysely } from 'kysely';
import type { Database, MemberStatus } from './schema';

/** What waits for organisers, counted: members with open reports, pending, suspended, organisers. */
async function organiserOverviewCounts(db: Kysely<Database>) {
  const count = async (query: Promise<{ n: number | string | bigint } | undefined>) =>
    Number((await query)?.n ?? 0);
  const liveUsers = () =>
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null);
  const withStatus = (status: MemberStatus) =>
    count(liveUsers().where('status', '=', status).executeTakeFirst());
  const [openReports, pendingMembers, suspendedMembers, organisers] = await Promise.all([
    count(
      db
        .selectFrom('reports')
        .select((eb) => eb.fn.count<number>('member_id').distinct().as('n'))
        .where('status', '=', 'open')
        .executeTakeFirst(),
    ),
    withStatus('pending'),
    withStatus('suspended'),
    count(liveUsers().where('role', '=', 'organiser').executeTakeFirst()),
  ]);
  return { openReports, pendingMembers, suspendedMembers, organisers };
}

export function organiserOverviewRepo(db: Kysely<Database>) {
  return { counts: () => organiserOverviewCounts(db) };
}
